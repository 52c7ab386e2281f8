import { useEffect } from 'react';
import { openConfirm } from './confirm';
import i18n from './i18n';

/**
 * The reload warning of spec section 2 ('Are you sure you want to reload the page.') for screens
 * with unsaved work: F5 / Ctrl+R / Cmd+R ask with the spec's text; the browser's own reload
 * button gets the browser's leave prompt (browsers no longer show a page's own text there).
 */
export function useReloadWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const onKey = (e: KeyboardEvent) => {
      const reload = e.key === 'F5' || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'r');
      if (!reload) return;
      e.preventDefault();
      void openConfirm({
        title: i18n.t('common.reload.title'),
        children: i18n.t('messages.reloadWarning'),
        labels: { confirm: i18n.t('common.reload.confirm'), cancel: i18n.t('common.cancel') },
        onConfirm: () => {
          window.removeEventListener('beforeunload', onBeforeUnload);
          window.location.reload();
        },
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('keydown', onKey);
    };
  }, [active]);
}
