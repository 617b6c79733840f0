/**
 * The lazy part of modal-link: loads the linked page and shows its node content in a Drupal
 * dialog (the AJAX adapter's `openDialog`), sized to the content area, at most 95% high.
 */
import { requestTimeout, t, type WidgetImplementation } from '../../src/runtime';
import { openDialog, type DialogHandle } from '../../src/ajax/ui';
import { extractContent, sameOrigin } from './logic';

let uid = 0;

export const implementation: WidgetImplementation<HTMLAnchorElement | null> = {
  parse(host, ctx) {
    const link = host as HTMLAnchorElement;
    if (sameOrigin(link.href)) return link;
    ctx.warn('links to another origin are not loaded into a dialog; left as a plain link.', link);
    return null;
  },
  setup(link, ctx) {
    if (!link) return;
    const suffix = `modal-${++uid}`;
    const body = document.createElement('div');
    body.className = 'modal-link__content';
    let dialog: DialogHandle | undefined;
    /** The loaded page's title, kept for the next opening; null until a load succeeded. */
    let loaded: string | null = null;
    /** The address that `loaded` came from: a script may change the href between clicks. */
    let loadedFrom = '';
    let request: AbortController | undefined;

    const show = (title: string, ...nodes: (Node | string)[]) => {
      body.replaceChildren(...nodes);
      body.removeAttribute('aria-busy');
      dialog?.setOption('title', title);
    };

    const load = async (title: string, href: string) => {
      request?.abort();
      const controller = (request = new AbortController());
      const signal = AbortSignal.any([ctx.signal, controller.signal]);
      body.setAttribute('aria-busy', 'true');
      const status = document.createElement('p');
      status.setAttribute('role', 'status');
      status.textContent = t('Loading…');
      body.replaceChildren(status);
      // A server that never answers ends in the error, not in "Loading…" for good.
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, requestTimeout());
      try {
        const response = await fetch(href, {
          signal,
          // The browser refuses another origin too, also behind a redirect.
          mode: 'same-origin',
          credentials: 'same-origin',
          headers: { Accept: 'text/html' },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        // A same-origin link that redirects off-site (a shortlink, a redirect entry) would bring
        // another site's markup, event handlers and all, into this page: refused like its href.
        if (response.redirected && !sameOrigin(response.url))
          throw new Error(`redirected to another origin: ${response.url}`);
        const found = extractContent(await response.text(), document, suffix);
        if (!found) throw new Error('the page has no node content');
        if (signal.aborted) return;
        loaded = found.title || title;
        loadedFrom = href;
        show(loaded, found.content);
        // Loaded content is structured: focus goes to its title (WAI-ARIA dialog guidance).
        const heading = dialog?.element.querySelector<HTMLElement>('.ui-dialog-title');
        if (heading) {
          heading.tabIndex = -1;
          heading.focus();
        }
        ctx.emit('modal-link:loaded', { href });
      } catch (error) {
        if (signal.aborted && !timedOut) return;
        const alert = document.createElement('p');
        alert.setAttribute('role', 'alert');
        const open = document.createElement('a');
        open.href = href;
        open.textContent = t('Open the page instead');
        alert.append(t('The content could not be loaded.'), ' ', open);
        show(title, alert);
        ctx.warn(`could not load ${href}:`, timedOut ? 'no answer in time' : error);
        ctx.emit('modal-link:failed', { href });
      } finally {
        clearTimeout(timer);
      }
    };

    ctx.listen(link, 'click', (event) => {
      const e = event as MouseEvent;
      if (e.defaultPrevented || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return;
      // Read now, not when the link was parsed: a script may have pointed it elsewhere since.
      const href = link.href;
      if (!sameOrigin(href)) {
        ctx.warn('links to another origin are not loaded into a dialog; followed as a link.', href);
        return;
      }
      e.preventDefault();
      if (href !== loadedFrom) loaded = null;
      // Reopened: the loaded page's own title again, not the link's text ("Read more").
      const title = loaded ?? (link.textContent?.replace(/\s+/g, ' ').trim() || t('Dialog'));
      const area = document.querySelector('main, .layout-content') ?? document.body;
      dialog = openDialog(
        body,
        {
          title,
          modal: true,
          width: Math.min(area.clientWidth, innerWidth),
          maxHeight: '95%',
          dialogClass: 'modal-link-dialog',
        },
        link,
      );
      if (loaded === null) void load(title, href);
    });
    body.addEventListener('dialog:afterclose', () => request?.abort(), { signal: ctx.signal });
    ctx.signal.addEventListener(
      'abort',
      () => {
        request?.abort();
        dialog?.close();
        dialog?.element.remove();
      },
      { once: true },
    );
  },
};
