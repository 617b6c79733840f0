/**
 * The media file helper's behaviour on the server's form: watches the multimedia file field's
 * entity list; when a file arrives (its drag handle appears) it asks
 * `/ajax/multimedia/file/{fid}` for the file's metadata and fills the empty companion fields;
 * when anything else arrives it clears them. Failures (a request unanswered after the request
 * timeout too) are ignored silently, and an answer never overwrites what the editor typed while
 * it was on its way.
 */
import { useLayoutEffect } from 'react';
import { requestTimeout, t, type WidgetContext } from '../../src/runtime';
import { announce } from '../../src/runtime/announce';
import {
  fileId,
  fillPlan,
  FIELDS,
  metadataUrl,
  valuesFromResponse,
  type Field,
  type Fill,
} from './logic';
import { FIELD_SELECTOR, HANDLE_SELECTOR, type MediaFormDom } from './parse';

type Outcome = { kind: 'file'; token: string } | { kind: 'other' } | null;

const ITEM = '[data-entity-id]';

/**
 * Reads a batch of added nodes against the items already known: a new item carrying a drag
 * handle is a file arriving; any other new element is another kind; decoration of items that
 * were already there (controls, handles, a moved item) means nothing.
 */
function classifier(form: HTMLElement) {
  const known = new WeakSet<Element>();
  for (const item of form.querySelectorAll(`${FIELD_SELECTOR} .entities-list ${ITEM}`))
    known.add(item);
  return (added: Element[]): Outcome => {
    let file: string | null = null;
    let other = false;
    for (const el of added) {
      if (!el.isConnected) continue;
      if (!(el.closest(FIELD_SELECTOR) ?? el.querySelector(FIELD_SELECTOR))) continue;
      if (!(el.closest('.entities-list') ?? el.querySelector('.entities-list'))) continue;
      const around = el.closest(ITEM);
      const items = around ? [around] : [...el.querySelectorAll(ITEM)];
      if (!items.length) {
        other = true;
        continue;
      }
      for (const item of items) {
        if (known.has(item)) continue;
        if (item.matches(HANDLE_SELECTOR) || item.querySelector(HANDLE_SELECTOR)) {
          known.add(item);
          file = item.getAttribute('data-entity-id') ?? '';
        } else other = true;
      }
    }
    if (file !== null) {
      const type = file.includes(':') ? file.slice(0, file.indexOf(':')) : 'file';
      return type === 'file' ? { kind: 'file', token: file } : { kind: 'other' };
    }
    return other ? { kind: 'other' } : null;
  };
}

function setValue(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

function watch(dom: MediaFormDom, ctx: WidgetContext<unknown>): void {
  let pending: AbortController | null = null;
  /** Fields typed into since the pick whose request is out: the answer leaves them alone. */
  let touched = new Set<Field>();
  /** Fields typed into since the form last changed: what a pick there finds already typed. */
  let sinceChange = new Set<Field>();
  let queued: Element[] = [];
  let scheduled = false;
  const classify = classifier(dom.form);

  for (const field of FIELDS)
    ctx.listen(dom.inputs[field], 'input', () => {
      touched.add(field);
      sinceChange.add(field);
    });

  const clear = () => {
    pending?.abort();
    pending = null;
    for (const field of FIELDS) if (dom.inputs[field].value !== '') setValue(dom.inputs[field], '');
    ctx.emit('media-file-helper:cleared', {});
  };

  const request = async (token: string) => {
    const fid = fileId(token);
    if (!fid) return;
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    // From the pick on, not from the request, which waits a task: typing in between counts.
    touched = sinceChange;
    const abort = () => controller.abort();
    ctx.signal.addEventListener('abort', abort, { once: true });
    // A server that never answers: given up like any failure, so its late answer fills nothing.
    const giveUp = ctx.timeout(abort, requestTimeout());
    try {
      const response = await fetch(metadataUrl(fid), {
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        signal: controller.signal,
      });
      if (!response.ok) return;
      const data: unknown = await response.json();
      if (controller.signal.aborted) return;
      const current = Object.fromEntries(FIELDS.map((f) => [f, dom.inputs[f].value])) as Record<
        Field,
        string
      >;
      const plan: Fill = fillPlan(valuesFromResponse(data), current, touched);
      const filled = Object.keys(plan) as Field[];
      for (const field of filled) setValue(dom.inputs[field], plan[field]!);
      if (filled.length) {
        const names = filled.map((f) => dom.inputs[f].labels?.[0]?.textContent?.trim() || f);
        announce(t('Filled in from the file: @fields.', { '@fields': names.join(', ') }));
      }
      ctx.emit('media-file-helper:filled', { fid, fields: plan });
    } catch {
      // Spec §8: a failed metadata request is ignored; the editor fills the fields by hand.
    } finally {
      giveUp();
      ctx.signal.removeEventListener('abort', abort);
      if (pending === controller) pending = null;
    }
  };

  const flush = () => {
    scheduled = false;
    const outcome = classify(queued);
    queued = [];
    if (outcome?.kind === 'file') void request(outcome.token);
    else if (outcome?.kind === 'other') clear();
  };

  ctx
    .observe(
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) if (node instanceof Element) queued.push(node);
        if (queued.length && !scheduled) {
          scheduled = true;
          sinceChange = new Set();
          // Behaviours and widgets finish decorating the new item (its drag handle) first.
          ctx.timeout(flush, 0);
        }
      }),
    )
    .observe(dom.form, { childList: true, subtree: true });
}

/** Fills and clears the companion fields as the file field's entity list changes. */
export function useFileMetadata(dom: MediaFormDom, ctx: WidgetContext<unknown>): void {
  // From the commit, as the form is marked enhanced: a file that arrives from then on is seen
  // (an effect after the paint missed one added in between). React may run a first effect as
  // the root unmounts, after the host left: nothing to watch.
  useLayoutEffect(() => (ctx.signal.aborted ? undefined : watch(dom, ctx)), [dom, ctx]);
}
