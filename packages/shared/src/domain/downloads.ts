/**
 * The download rule of spec section 4 "Downloads": records are free to download for 30 days after
 * ordered_on (while the request is ordered) or after completed_on; after that they are archived
 * and need an active Store & Share subscription.
 */
export const FREE_DOWNLOAD_MS = 30 * 24 * 60 * 60 * 1000;

export interface DownloadInput {
  status: string;
  ordered_on: Date | string | null | undefined;
  completed_on: Date | string | null | undefined;
  /** The user has a subscription that is not deactivated (is_subscription_deactive false). */
  subscriptionActive: boolean;
  now: Date | number;
}

const NO_RECORDS = new Set(['draft', 'abandoned']);

const toMs = (v: Date | string | null | undefined): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const ms = v instanceof Date ? v.getTime() : Date.parse(v);
  return Number.isNaN(ms) ? null : ms;
};

const within = (since: number | null, now: number) => since !== null && now - since < FREE_DOWNLOAD_MS && now >= since;

export function canDownload(input: DownloadInput): boolean {
  // A draft or abandoned request was never sent to a provider: there is nothing to download.
  if (NO_RECORDS.has(input.status)) return false;
  if (input.subscriptionActive) return true;
  const now = input.now instanceof Date ? input.now.getTime() : input.now;
  if (input.status === 'ordered' && within(toMs(input.ordered_on), now)) return true;
  return within(toMs(input.completed_on), now);
}

/** Statuses a daily job moves requests into once their free window has passed. */
export function archivedStatusFor(status: string): 'completed_archived' | 'closed_archived' | null {
  if (status === 'completed') return 'completed_archived';
  if (status === 'abandoned') return 'closed_archived';
  return null;
}
