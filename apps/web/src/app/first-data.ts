import { clientConfigQuery } from '../lib/config';
import { sessionStore } from '../lib/session-store';
import { homeQuery } from '../lib/use-home';
import { profileQuery } from '../lib/use-profile';
import { DobAlert } from './layout/dob-banner';
import { signedInAddress } from './portal-entry';
import { queryClient } from './providers';

/** The home's addresses under the portal's base path (the bare base redirects to it). */
const HOME_PATH = /^\/p(\/|\/dashboard\/?)?$/;

/** How long the first render waits for firstData's answers before drawing without them. */
const FIRST_DATA_WAIT_MS = 3000;

/**
 * What every signed-in page draws from the server at once (the header's and the page's name, the
 * date-of-birth banner, the idle timer's settings), asked for alongside the route's chunks and in
 * the cache before React's first render. Asked for during that render instead, each
 * answer re-rendered the page in one long task (a query's store that changes while React renders
 * in slices also makes it render again at once, unsliced). The first commit thus holds the name
 * and the banner: nothing drawn moves when they come (the banner pushed a drawn dashboard down by
 * a third of a phone's screen). Not awaited past a few seconds: the static shell stays on screen
 * meanwhile, and a slow server must not keep it there.
 */
export function firstData(
  search: string,
  waitMs = FIRST_DATA_WAIT_MS,
  pathname = typeof location === 'undefined' ? '' : location.pathname,
): Promise<void> {
  if (!sessionStore.get().token || !signedInAddress(new URLSearchParams(search))) return Promise.resolve();
  const profile = queryClient.prefetchQuery(profileQuery).then(() => {
    const got = queryClient.getQueryData(profileQuery.queryKey);
    return got && !got.date_of_birth ? DobAlert.preload().catch(() => undefined) : undefined;
  });
  const config = queryClient.prefetchQuery(clientConfigQuery);
  // What waits on the patient: the sidebar's count on every page; on the home, its first lines,
  // so the first render waits for it there (the to-dos drawn later pushed the dashboard down).
  const home = queryClient.prefetchQuery(homeQuery);
  const wanted = HOME_PATH.test(pathname) ? [profile, config, home] : [profile, config];
  const cap = new Promise<void>((resolve) => setTimeout(resolve, waitMs));
  return Promise.race([Promise.all(wanted).then(() => undefined), cap]);
}
