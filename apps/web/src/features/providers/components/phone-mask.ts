/** The spec's phone and fax mask '+1 999-999-9999', shared with every form that asks for a number. */
export { formatUsPhone as maskUsPhone } from '@portal/shared';
