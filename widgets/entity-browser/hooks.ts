/**
 * How picks reach the selection (`use-selection`): the browser's own submit, and a selection
 * handed over from elsewhere.
 */
import { useLayoutEffect } from 'react';
import { parseTokens, pickedFrom, type Picked } from './logic';
import type { EntityBrowserModel } from './parse';
import type { Selection } from './use-selection';

function checkboxes(browser: HTMLElement): HTMLInputElement[] {
  return [...browser.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
}

function labelFor(box: HTMLInputElement): string {
  const label = box.labels?.[0] ?? box.closest('label');
  return (label?.textContent ?? box.value).trim();
}

/**
 * The browser's submit posts the form without JavaScript (the server merges); here the picks
 * join the selection on the page. In edit mode, opening the browser checks the current selection.
 */
export function useBrowser(model: EntityBrowserModel, selection: Selection): void {
  useLayoutEffect(() => {
    const { browser, submit, input } = model;
    if (!browser || !submit) return;
    const stop = new AbortController();
    const { signal } = stop;
    submit.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        const picked: Picked[] = checkboxes(browser)
          .filter((box) => box.checked && box.value)
          .map((box) => ({ token: box.value, label: labelFor(box) }));
        for (const box of checkboxes(browser)) box.checked = false;
        selection.select(picked);
        if (browser instanceof HTMLDetailsElement) browser.open = false;
        const summary = browser.querySelector<HTMLElement>('summary');
        if (summary && !browser.hidden) summary.focus();
        else selection.snapshot().at(-1)?.slot.querySelector<HTMLElement>('button')?.focus();
      },
      { signal },
    );
    if (selection.mode === 'selection_edit')
      browser.addEventListener(
        'toggle',
        () => {
          if (!(browser as HTMLDetailsElement).open) return;
          const current = new Set(parseTokens(input.value));
          for (const box of checkboxes(browser)) box.checked = current.has(box.value);
        },
        { signal },
      );
    return () => stop.abort();
  }, [model, selection]);
}

/** A browser elsewhere (a modal, an iframe's parent page) hands its selection over with an event. */
export function useHandOver(model: EntityBrowserModel, selection: Selection): void {
  useLayoutEffect(() => {
    const stop = new AbortController();
    model.host.addEventListener(
      'entity-browser:select',
      (event) => {
        const entities = (event as CustomEvent<{ entities?: unknown }>).detail?.entities;
        if (Array.isArray(entities)) selection.select(pickedFrom(entities));
      },
      { signal: stop.signal },
    );
    return () => stop.abort();
  }, [model, selection]);
}
