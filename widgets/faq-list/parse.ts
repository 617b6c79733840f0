import { MarkupError } from '../../src/runtime/errors';
import type { Mode } from './logic';

export interface FaqItem {
  details: HTMLDetailsElement;
  summary: HTMLElement;
  /** The server heading inside the summary, if any (kept, moved out of the summary). */
  heading: HTMLElement | null;
  panel: HTMLElement;
  /**
   * An answer of several nodes (`<p>A1</p><p>A2</p>`, bare text): they move into `panel`, a new
   * element, while enhanced, so the whole answer opens and closes as the native item did.
   */
  loose?: Node[];
}

export interface FaqModel {
  host: HTMLElement;
  mode: Mode;
  items: FaqItem[];
  /** Level of the headings created for summaries that have none. */
  level: number;
  showAll: boolean;
  /** The list's own name, to say what Show all applies to. */
  label: string;
}

export const HOSTS = 'faq-list, [data-faq-list], [data-accordion]';

export function parse(host: HTMLElement, warn: (message: string) => void): FaqModel {
  const mode: Mode =
    host.hasAttribute('data-accordion') || host.getAttribute('data-mode') === 'accordion'
      ? 'accordion'
      : 'faq';
  const items: FaqItem[] = [];
  for (const details of host.querySelectorAll('details')) {
    // A nested list's own item, or a <details> inside an answer: the answer's content.
    if (details.parentElement?.closest(`details, ${HOSTS}`) !== host) continue;
    const summary = details.querySelector<HTMLElement>(':scope > summary');
    const content = [...details.childNodes].filter(
      (node) =>
        node !== summary &&
        (node instanceof HTMLElement || (node instanceof Text && !!node.data.trim())),
    );
    if (!summary || !content.length) {
      warn('an item needs a <summary> and its answer after it; it stays as it is.');
      continue;
    }
    const single = content.length === 1 && content[0] instanceof HTMLElement ? content[0] : null;
    const item: FaqItem = {
      details,
      summary,
      heading: summary.querySelector<HTMLElement>('h2, h3, h4, h5, h6'),
      panel:
        single ?? Object.assign(document.createElement('div'), { className: 'faq-list__answer' }),
    };
    if (!single) item.loose = [...details.childNodes].filter((node) => node !== summary);
    items.push(item);
  }
  if (!items.length) throw new MarkupError('has no <details> items; left as server markup.');
  const level = Number(host.getAttribute('data-heading-level'));
  const labelledBy = host.getAttribute('aria-labelledby');
  const label =
    host.getAttribute('data-label') ??
    host.getAttribute('aria-label') ??
    (labelledBy ? document.getElementById(labelledBy)?.textContent?.trim() : '') ??
    '';
  return {
    host,
    mode,
    items,
    level: Number.isInteger(level) && level >= 2 && level <= 6 ? level : 3,
    showAll:
      items.length > 1 &&
      (host.hasAttribute('data-show-all')
        ? host.getAttribute('data-show-all') !== 'false'
        : mode === 'faq'),
    label,
  };
}
