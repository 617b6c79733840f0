export interface ExposedFormModel {
  form: HTMLFormElement;
  /** Submit on select change: widget views and the media gallery grid. */
  autoSubmit: boolean;
  selects: HTMLSelectElement[];
  /** Drupal's "Apply" button: hidden once selects submit by themselves. */
  submit: HTMLButtonElement | HTMLInputElement | null;
  /** The search view's query field, which gets the placeholder "Search". */
  query: HTMLInputElement | null;
}

/** Where exposed filters submit on change. */
export const AUTO_SUBMIT = '.nir-widget, .view-media-gallery-grid, .media-gallery-grid';
/** The site search view. */
export const SEARCH_VIEW = '.view-search, [id^="views-exposed-form-search"]';

export function parse(host: HTMLElement): ExposedFormModel {
  const form = host as HTMLFormElement;
  const selects = [...form.querySelectorAll('select')];
  return {
    form,
    autoSubmit: selects.length > 0 && !!form.closest(AUTO_SUBMIT),
    selects,
    submit: form.querySelector<HTMLButtonElement | HTMLInputElement>(
      'input[type="submit"]:not([id*="reset"]), button:not([type="button"],[type="reset"],[id*="reset"])',
    ),
    query: form.closest(SEARCH_VIEW)
      ? form.querySelector<HTMLInputElement>('input[type="search"], input[type="text"]')
      : null,
  };
}
