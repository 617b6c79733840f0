/** Escape admin: where "Back to site" leads, remembered across the admin pages. */
import { useLayoutEffect } from 'react';
import { storage } from '../../src/runtime/storage';
import { KEYS } from './logic-storage';
import type { ToolbarDom } from './parse';

/** "Back to site" (§5.8) returns to the last non-admin page visited. */
export function useEscapeAdmin(dom: ToolbarDom, currentPathIsAdmin: boolean): void {
  useLayoutEffect(() => {
    const hrefs = new Map(dom.escapeLinks.map((a) => [a, a.getAttribute('href')]));
    const session = storage('session');
    if (!currentPathIsAdmin) {
      if (!location.search.includes('destination='))
        session.setRaw(KEYS.escapeAdmin, location.href);
    } else {
      const back = session.getRaw(KEYS.escapeAdmin);
      if (back) for (const a of dom.escapeLinks) a.href = back;
    }
    return () => {
      for (const [a, href] of hrefs) {
        if (href === null) a.removeAttribute('href');
        else a.setAttribute('href', href);
      }
    };
  }, [dom, currentPathIsAdmin]);
}
