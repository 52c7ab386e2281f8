import { apiPath } from '@portal/shared';
import { api } from '../../../lib/api';

/**
 * Payment-consent evidence (spec section 7, payments/store_screen_shot): when the user confirms a
 * card payment, what the confirm step showed them — the summary, the fees, the total, the
 * statement their initials agree to — is kept with the request as text (`detail`) and as a PNG
 * drawn from the same lines (`image`), before the request is submitted and the card is held.
 */
export interface ConsentSummary {
  title: string;
  /** When the user agreed, as they would read it. */
  agreedAt: string;
  rows: Array<[label: string, value: string]>;
  fees: Array<[label: string, amount: string]>;
  total: [label: string, amount: string] | null;
  statement: string;
  initials: [label: string, value: string];
}

/** The summary as plain text, one line per row (the `detail` field). */
export function consentText(s: ConsentSummary): string {
  const pairs = (list: Array<[string, string]>) => list.map(([k, v]) => `${k}: ${v}`);
  return [
    s.title,
    s.agreedAt,
    '',
    ...pairs(s.rows),
    '',
    ...pairs(s.fees),
    ...(s.total ? pairs([s.total]) : []),
    '',
    s.statement,
    ...pairs([s.initials]),
  ].join('\n');
}

export async function storeConsentEvidence(input: {
  rid: string;
  custodianId: number | null;
  cardId: number;
  summary: ConsentSummary;
}) {
  // The picture is drawn only when a card payment is confirmed: its code loads then.
  const { consentImage } = await import('./consent-image');
  const image = await consentImage(input.summary);
  const name = `payment-consent-${input.rid}.png`;
  const body = new FormData();
  // Fields first: the server checks the request before it stores any image byte.
  body.append('request_id', input.rid);
  body.append('detail', consentText(input.summary));
  body.append('file_name', name);
  if (input.custodianId) body.append('custodian_id[]', String(input.custodianId));
  // Cards stay on file in this product (there is no one-time card), so the card is remembered.
  body.append('remember_me', 'true');
  body.append('card_id', String(input.cardId));
  body.append('image', image, name);
  return api<{ message: string; id: number }>(apiPath('storePaymentEvidence'), { method: 'POST', body, timeout: true });
}
