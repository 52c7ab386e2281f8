import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

// Apart from the share dialog, so a page that may open it loads the dialog only when it opens.

export interface ShareTarget {
  /** Record sets preselected (the card's request), or one document. */
  rids: string[];
  record?: { id: number; name: string };
  /** Opened again on coming back from subscribing (the form is restored from the tab's draft). */
  returning?: boolean;
}

/** Where the subscription page sends the patient back to, with what to share (route state). */
export interface ShareReturn {
  to: string;
  target: ShareTarget;
}

/**
 * Back from subscribing: the page that sent the patient opens the share form again (route state
 * `reopenShare`, set by the subscription page), then forgets it so a reload does not reopen it.
 */
export function useShareReturn(open: (target: ShareTarget) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const target = (location.state as { reopenShare?: ShareTarget } | null)?.reopenShare;
  useEffect(() => {
    if (!target) return;
    open({ ...target, returning: true });
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [target, open, navigate, location.pathname, location.search]);
}
