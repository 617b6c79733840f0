/**
 * The media form: the multimedia file field (an entity browser holding one `type:id` reference)
 * and the companion item height, width, size and format inputs, found by their Drupal names.
 * A host may name other inputs with `data-height-input` etc. (CSS selectors).
 */
import { MarkupError } from '../../src/runtime';
import { FIELDS, type Field } from './logic';

export const FIELD_SELECTOR = '.field--name-field-multimedia-file';
export const HANDLE_SELECTOR = '.tabledrag-handle, [data-drag-handle]';

export interface MediaFormDom {
  form: HTMLElement;
  inputs: Record<Field, HTMLInputElement | HTMLTextAreaElement>;
}

const NAMES: Record<Field, string> = {
  height: 'field_item_height[0][value]',
  width: 'field_item_width[0][value]',
  size: 'field_item_size[0][value]',
  format: 'field_item_format[0][value]',
};

export function parseMediaForm(host: HTMLElement): MediaFormDom {
  const form = host.matches('form') ? host : (host.querySelector<HTMLElement>('form') ?? host);
  if (!form.querySelector(FIELD_SELECTOR))
    throw new MarkupError(
      'media-file-helper needs a multimedia file field (.field--name-field-multimedia-file).',
    );
  const inputs = {} as MediaFormDom['inputs'];
  const missing: string[] = [];
  for (const field of FIELDS) {
    const selector =
      host.getAttribute(`data-${field}-input`) ?? `[name="${CSS.escape(NAMES[field])}"]`;
    const input = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
    if (input) inputs[field] = input;
    else missing.push(field);
  }
  if (missing.length)
    throw new MarkupError(`media-file-helper: no input for item ${missing.join(', ')}.`);
  return { form, inputs };
}
