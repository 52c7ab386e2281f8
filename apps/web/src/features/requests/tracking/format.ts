import dayjs from 'dayjs';
import { CHAT_DATE_FORMAT, DATE_FORMAT, DOCUMENT_DATE_FORMAT } from '@portal/shared';

/** The spec's date formats (section 9), in the browser's time zone. */
export const documentDate = (iso: string | null | undefined) => (iso ? dayjs(iso).format(DOCUMENT_DATE_FORMAT) : '');
export const chatDate = (iso: string) => dayjs(iso).format(CHAT_DATE_FORMAT);
export const chatTime = (iso: string) => dayjs(iso).format('h:mm A');
export const shortDate = (iso: string | null | undefined) => (iso ? dayjs(iso).format(DATE_FORMAT) : '');
export const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : `$${(cents / 100).toFixed(2)}`);
