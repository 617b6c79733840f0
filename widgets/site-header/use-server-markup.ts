/**
 * The header's buttons' boxes and the changes it makes to the server's markup, each given back
 * when the header is taken off the page (the browser suite compares the markup byte for byte).
 */
import { useLayoutEffect, useState } from 'react';
import type { WidgetContext } from '../../src/runtime/widget';
import type { Props } from './define';
import { VALIDATED_FORMS, type Model } from './parse';

type Ctx = WidgetContext<Props>;

/** Changes to the server's markup, each undone when the header is taken off the page. */
export interface MarkupEdits {
  /** Sets (or with `false`, only remembers) an attribute; teardown puts the server's value back. */
  set(el: Element | null | undefined, name: string, value: string | false): void;
  /** Puts a button's box in place; teardown takes it out. */
  place(of: unknown, put: (slot: HTMLElement) => void): void;
  /** Gives an element an id if the server did not. */
  id(el: HTMLElement): void;
}

/** The rendered buttons by what they stand for, the boxes they render into, and the edits. */
export interface Boxes {
  nodes: Map<unknown, HTMLElement>;
  button(of: unknown): HTMLElement | null;
  /** The box a button renders into, made on first use; `edits.place` puts it in the page. */
  slot(of: unknown): HTMLElement;
  edits: MarkupEdits;
}

let ids = 0;

/** Shows or hides a server node, writing only a change. */
export function hide(el: HTMLElement | null | undefined, hidden: boolean): void {
  if (el && el.hidden !== hidden) el.hidden = hidden;
}

function markupEdits(signal: AbortSignal, slot: (of: unknown) => HTMLElement): MarkupEdits {
  const undo: (() => void)[] = [];
  signal.addEventListener('abort', () => undo.reverse().forEach((fn) => fn()), { once: true });
  const set: MarkupEdits['set'] = (el, name, value) => {
    if (!el) return;
    const old = el.getAttribute(name);
    if (value !== false) el.setAttribute(name, value);
    undo.push(() => (old === null ? el.removeAttribute(name) : el.setAttribute(name, old)));
  };
  return {
    set,
    place(of, put) {
      const el = slot(of);
      put(el);
      undo.push(() => el.remove());
    },
    id: (el) => void (el.id || set(el, 'id', `site-header-${++ids}`)),
  };
}

/**
 * The markup the controls need, set before the first paint and given back on teardown: boxes
 * for the buttons beside the links they replace, the panels' ids and dialog roles, the links
 * hidden, our form messages in place of the browser's, the link to this page marked current.
 * The menu's own (its categories' and flyouts' buttons) come with its chunk.
 */
function serverMarkup(model: Model, ctx: Ctx, { set, place, id }: MarkupEdits): void {
  for (const control of [...model.toggles, ...model.closers]) {
    place(control, (s) => control.link.after(s));
    set(control.link, 'hidden', '');
  }
  for (const [name, panel] of Object.entries(model.panels)) {
    id(panel);
    set(panel, 'hidden', false);
    set(panel, 'class', false);
    if (name !== 'main') {
      set(panel, 'role', 'dialog');
      set(panel, 'aria-modal', 'true');
    }
  }
  for (const category of model.categories) set(category.section, 'hidden', false);

  // The FBGA form shows only once "fbga" is typed into the search box (SearchForm.tsx).
  set(ctx.host.querySelector('form[data-fbga-form]'), 'hidden', '');
  // Our messages replace the browser's bubbles while enhanced. Set here, not in the forms chunk:
  // a submit while that chunk loads must reach the header's hold, and the browser's validation
  // would stop it first (an invalid form fires no submit event).
  for (const form of ctx.host.querySelectorAll(VALIDATED_FORMS)) set(form, 'novalidate', '');

  // Drupal's active-link behaviour, the accessible way: the link to this page, once.
  const here = location.pathname.replace(/\/+$/, '') || '/';
  for (const link of model.nav?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []) {
    if (link.getAttribute('href')!.startsWith('#') || link.origin !== location.origin) continue;
    if ((link.pathname.replace(/\/+$/, '') || '/') !== here) continue;
    set(link, 'aria-current', 'page');
    set(link, 'class', false);
    link.classList.add('is-active');
    break;
  }
}

function boxes(signal: AbortSignal): Boxes {
  const nodes = new Map<unknown, HTMLElement>();
  const slots = new Map<unknown, HTMLElement>();
  const slot = (of: unknown) => {
    let el = slots.get(of);
    if (!el) {
      slots.set(of, (el = document.createElement('trellis-slot')));
      el.style.display = 'contents';
    }
    return el;
  };
  return { nodes, button: (of) => nodes.get(of) ?? null, slot, edits: markupEdits(signal, slot) };
}

/**
 * The boxes, made once per mount, and the header's markup, set in the first layout pass before
 * the header's own (declared first): the buttons are in place for its first pass.
 */
export function useServerMarkup(model: Model, ctx: Ctx): Boxes {
  const [made] = useState(() => boxes(ctx.signal));
  useLayoutEffect(() => {
    if (!ctx.signal.aborted) serverMarkup(model, ctx, made.edits);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return made;
}
