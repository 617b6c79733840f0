import { MarkupError } from '../../src/runtime/errors';

export interface EventItem {
  item: HTMLElement;
  /** The title heading: its own nodes go into the title button while enhanced. */
  heading: HTMLElement;
  content: HTMLElement;
}

export interface EventAccordionModel {
  host: HTMLElement;
  items: EventItem[];
}

/** Each `.event-accordion__item` needs a title heading and a content region. */
export function parse(host: HTMLElement): EventAccordionModel {
  const items: EventItem[] = [];
  for (const item of host.querySelectorAll<HTMLElement>('.event-accordion__item')) {
    const heading = item.querySelector<HTMLElement>('.event-accordion__title');
    const content = item.querySelector<HTMLElement>('.event-accordion__content');
    if (heading && content) items.push({ item, heading, content });
  }
  if (!items.length)
    throw new MarkupError('no .event-accordion__item with a title and a content element.');
  return { host, items };
}
