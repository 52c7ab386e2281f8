import type { CustodianSummary } from '@portal/shared';

/**
 * A provider's address on one line. A module of its own: a page that shows addresses without the
 * provider cards (Favorites) does not download the cards' tooltips and their positioning library.
 */
export function addressLine(c: Pick<CustodianSummary, 'address1' | 'address2' | 'city' | 'state' | 'zipcode'>) {
  const street = [c.address1, c.address2].filter(Boolean).join(', ');
  const place = [c.city, [c.state, c.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter(Boolean).join(', ');
}
