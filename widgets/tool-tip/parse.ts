import { MarkupError } from '../../src/runtime/errors';

export interface TooltipModel {
  host: HTMLElement;
  /** The focusable element the tooltip describes. */
  trigger: HTMLElement;
  /** The tooltip text element (server node), or null when only `data-tooltip="text"` is given. */
  content: HTMLElement | null;
  /** Text from `data-tooltip="…"` for markup without a content element. */
  text: string;
}

export function parse(host: HTMLElement): TooltipModel {
  const trigger = host.querySelector<HTMLElement>(
    '.tooltip__trigger, button, a[href], [tabindex]:not([tabindex="-1"])',
  );
  if (!trigger)
    throw new MarkupError('needs a focusable trigger (a button, a link or tabindex="0").');
  const content = host.querySelector<HTMLElement>('[role="tooltip"], .tooltip__content');
  const text = host.getAttribute('data-tooltip')?.trim() ?? '';
  if (!content && !text) throw new MarkupError('has no tooltip text.');
  return { host, trigger, content, text };
}
