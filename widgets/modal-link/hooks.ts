/**
 * The modal link's behaviour on its server link: a plain click opens the AJAX adapter's dialog
 * (`openDialog`) around the component's content box and loads the linked page's node content.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { requestTimeout, t, type WidgetContext } from '../../src/runtime';
import { isPlainClick } from '../../src/runtime/presses';
import { openDialog, type DialogHandle } from '../../src/ajax/ui';
import { extractContent, needsLoad, openingTitle, sameOrigin, type View } from './logic';

let uid = 0;

export interface ModalDialog {
  /** The dialog's content box (the component renders into it). */
  body: HTMLElement;
  view: View;
  dialog: { current: DialogHandle | undefined };
}

/** Loads `href`, and says what to show: the node content, or the error. */
async function load(
  href: string,
  title: string,
  suffix: string,
  signal: AbortSignal,
  ctx: WidgetContext<unknown>,
): Promise<View | null> {
  // A server that never answers ends in the error, not in "Loading…" for good.
  let timedOut = false;
  const stop = new AbortController();
  const timer = setTimeout(() => {
    timedOut = true;
    stop.abort();
  }, requestTimeout());
  const both = AbortSignal.any([signal, stop.signal]);
  try {
    const response = await fetch(href, {
      signal: both,
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
    if (both.aborted) return null;
    return { kind: 'loaded', href, title: found.title || title, content: found.content };
  } catch (error) {
    if (both.aborted && !timedOut) return null;
    ctx.warn(`could not load ${href}:`, timedOut ? 'no answer in time' : error);
    return { kind: 'failed', href, title };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opens the dialog on a plain click on `link` and loads the page into it; a reopening shows a
 * loaded page at once, a failed one is tried again. Closing the dialog while it loads, or the
 * link leaving the page, aborts the request.
 */
export function useModalDialog(link: HTMLAnchorElement, ctx: WidgetContext<unknown>): ModalDialog {
  const [body] = useState(() =>
    Object.assign(document.createElement('div'), { className: 'modal-link__content' }),
  );
  const [view, setView] = useState<View>({ kind: 'idle' });
  const current = useRef(view);
  current.current = view;
  const dialog = useRef<DialogHandle | undefined>(undefined);

  // A layout effect: the link is marked enhanced in this commit, and a click from then on opens.
  useLayoutEffect(() => {
    if (ctx.signal.aborted) return;
    const suffix = `modal-${++uid}`;
    let request: AbortController | undefined;
    const off = new AbortController();
    const signal = AbortSignal.any([ctx.signal, off.signal]);
    link.addEventListener(
      'click',
      (e) => {
        if (e.defaultPrevented || !isPlainClick(e)) return;
        // Read now, not when the link was parsed: a script may have pointed it elsewhere since.
        const href = link.href;
        if (!sameOrigin(href)) {
          ctx.warn(
            'links to another origin are not loaded into a dialog; followed as a link.',
            href,
          );
          return;
        }
        e.preventDefault();
        const title = openingTitle(current.current, href, link.textContent ?? '', t('Dialog'));
        const area = document.querySelector('main, .layout-content') ?? document.body;
        dialog.current = openDialog(
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
        if (!needsLoad(current.current, href)) return;
        request?.abort();
        const controller = (request = new AbortController());
        setView((current.current = { kind: 'loading', href, title }));
        void load(href, title, suffix, AbortSignal.any([signal, controller.signal]), ctx).then(
          (next) => next && setView((current.current = next)),
        );
      },
      { signal },
    );
    body.addEventListener('dialog:afterclose', () => request?.abort(), { signal });
    return () => {
      off.abort();
      request?.abort();
      dialog.current?.close();
      dialog.current?.element.remove();
    };
  }, [link, ctx, body]);

  return { body, view, dialog };
}

/** The content's busy state and the dialog's title follow what it shows. */
export function useShown({ body, view, dialog }: ModalDialog, ctx: WidgetContext<unknown>): void {
  useLayoutEffect(() => {
    if (view.kind === 'loading') body.setAttribute('aria-busy', 'true');
    else body.removeAttribute('aria-busy');
    if (view.kind === 'idle' || view.kind === 'loading') return;
    dialog.current?.setOption('title', view.title);
    if (view.kind === 'loaded') {
      // Loaded content is structured: focus goes to its title (WAI-ARIA dialog guidance).
      const heading = dialog.current?.element.querySelector<HTMLElement>('.ui-dialog-title');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus();
      }
    }
    ctx.emit(view.kind === 'loaded' ? 'modal-link:loaded' : 'modal-link:failed', {
      href: view.href,
    });
  }, [body, view, dialog, ctx]);
}

/** Puts a loaded page's node content into the dialog for as long as it is what it shows. */
export function useAdopted(body: HTMLElement, content: Element | null): void {
  useLayoutEffect(() => {
    if (!content) return;
    body.append(content);
    return () => content.remove();
  }, [body, content]);
}
