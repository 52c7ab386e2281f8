/**
 * Page codes sent with help-desk feedback as unique_identifier_number: 'P-2' followed by three
 * digits (spec section 3). The spec does not list them, so each screen gets a stable code here.
 */
export const PAGE_CODES: Record<string, string> = {
  '/dashboard': 'P-2001',
  '/dependents': 'P-2002',
  '/dependents/add': 'P-2003',
  '/dependents/:id': 'P-2004',
  '/support': 'P-2005',
  '/request-refund': 'P-2006',
  '/profile': 'P-2007',
  '/subscription': 'P-2008',
  '/records-and-forms': 'P-2009',
  '/request-status': 'P-2010',
  '/request-detail/:rid': 'P-2011',
  '/favorites-providers': 'P-2012',
  '/l/:urlId': 'P-2013',
  '/record-request': 'P-2014',
  '/form-request': 'P-2015',
};

export function pageCodeFor(pathname: string): string {
  const path = pathname.replace(/^\/p(?=\/|$)/, '') || '/dashboard';
  // Most specific first: '/dependents/:id' before '/dependents'.
  const entries = Object.entries(PAGE_CODES).sort((a, b) => b[0].split('/').length - a[0].split('/').length);
  for (const [pattern, code] of entries) {
    const re = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}(/|$)`);
    if (re.test(path)) return code;
  }
  return 'P-2000';
}
