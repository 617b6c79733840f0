/** The entity browser's implementation chunk (editors only). */
import type { WidgetDefinition } from '../../src/runtime';
import { createSelection, type Picked, type Selection } from './controller';
import { parseTokens } from './logic';
import { parseEntityBrowser, type EntityBrowserDom } from './parse';
import { EntityBrowserControls } from './Selection';
import css from './style.css?inline';

export interface EntityBrowserModel {
  dom: EntityBrowserDom;
  selection?: Selection;
}

function checkboxes(browser: HTMLElement): HTMLInputElement[] {
  return [...browser.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
}

function labelFor(box: HTMLInputElement): string {
  const label = box.labels?.[0] ?? box.closest('label');
  return (label?.textContent ?? box.value).trim();
}

export const implementation: Partial<WidgetDefinition<EntityBrowserModel, Record<string, never>>> =
  {
    parse: (host) => ({ dom: parseEntityBrowser(host) }),
    setup(model, ctx) {
      const selection = createSelection(model.dom, ctx as never);
      model.selection = selection;
      const { browser, submit } = model.dom;

      // The browser's submit works without JavaScript (the server merges); here it stays on the page.
      if (browser && submit) {
        ctx.listen(submit, 'click', (event) => {
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
        });
        // Edit mode needs the browser to show the current selection (preselection).
        if (selection.mode === 'selection_edit')
          ctx.listen(browser, 'toggle', () => {
            if (!(browser as HTMLDetailsElement).open) return;
            const current = new Set(parseTokens(model.dom.input.value));
            for (const box of checkboxes(browser)) box.checked = current.has(box.value);
          });
      }

      // A browser elsewhere (a modal, an iframe's parent page) hands its selection over with an event.
      ctx.listen(ctx.host, 'entity-browser:select', (event) => {
        const entities = (event as CustomEvent<{ entities?: unknown }>).detail?.entities;
        if (!Array.isArray(entities)) return;
        const picked: Picked[] = [];
        for (const e of entities) {
          if (!e || typeof e !== 'object') continue;
          const { type, id, label } = e as { type?: unknown; id?: unknown; label?: unknown };
          if (typeof type !== 'string' || (typeof id !== 'string' && typeof id !== 'number'))
            continue;
          const token = `${type}:${id}`;
          if (/\s/.test(token)) continue;
          picked.push({ token, label: typeof label === 'string' ? label : token });
        }
        selection.select(picked);
      });
    },
    Component: EntityBrowserControls,
    styles: css,
  };
