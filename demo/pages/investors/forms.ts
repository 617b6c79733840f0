/**
 * Investor-page forms as a Drupal site emits them: labelled fields in `.form-item` wrappers, a
 * `.use-ajax-submit` button on a form with a real `action` (works without JavaScript), and
 * server-side validation whose errors are rendered next to their fields. One definition serves
 * both answers: a full page (no JavaScript) or AJAX commands (the adapter).
 */
import { html, raw, sendCommands, type Ctx, type Raw } from '../../lib/http.ts';

export type Values = Record<string, string | string[]>;
export type Errors = Record<string, string>;

export interface FieldDef {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkboxes' | 'number';
  required?: boolean;
  options?: readonly (readonly [value: string, label: string])[];
  autocomplete?: string;
  description?: string;
  /** Extra attributes for the control (min, max, step, inputmode …). */
  attrs?: string;
  /** Further rules after required / format / option checks; returns the error or null. */
  check?: (value: string | string[], values: Values) => string | null;
}

export interface FormDef {
  id: string;
  action: string;
  submit: string;
  fields: FieldDef[];
  /** Short text shown above the fields. */
  intro?: string;
}

const MAX_LENGTH = 2000;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

export const inputId = (form: FormDef, field: FieldDef) =>
  `edit-${form.id}-${field.name}`.replace(/_/g, '-');
export const wrapperId = (form: FormDef, field: FieldDef) => `${inputId(form, field)}-wrapper`;
const errorId = (form: FormDef, field: FieldDef) => `${inputId(form, field)}--error`;

/** Reads the submitted values of the form's own fields (nothing else is kept). */
export function readValues(form: FormDef, body: URLSearchParams): Values {
  const values: Values = {};
  for (const field of form.fields) {
    values[field.name] =
      field.type === 'checkboxes'
        ? body.getAll(field.name).map((v) => v.trim())
        : (body.get(field.name) ?? '').trim();
  }
  return values;
}

export function validate(form: FormDef, values: Values): Errors {
  const errors: Errors = {};
  for (const field of form.fields) {
    const value = values[field.name] ?? '';
    const empty = Array.isArray(value) ? value.length === 0 : value === '';
    let error: string | null = null;
    if (empty) {
      if (field.required)
        error =
          field.type === 'checkboxes'
            ? `Choose at least one option for ${field.label}.`
            : `${field.label} field is required.`;
    } else if (Array.isArray(value)) {
      const allowed = new Set(field.options?.map(([v]) => v));
      if (value.some((v) => !allowed.has(v))) error = `${field.label}: an unknown option was sent.`;
    } else if (value.length > MAX_LENGTH) {
      error = `${field.label} cannot be longer than ${MAX_LENGTH} characters (it is ${value.length}).`;
    } else if (field.type === 'email' && !EMAIL.test(value)) {
      error = `The email address ${value} is not valid. Use the format name@example.com.`;
    } else if (field.type === 'select' && !field.options?.some(([v]) => v === value)) {
      error = `${field.label}: the chosen option is not available.`;
    }
    if (!error && !empty && field.check) error = field.check(value, values);
    if (error) errors[field.name] = error;
  }
  return errors;
}

function control(form: FormDef, field: FieldDef, value: string | string[], error?: string): Raw {
  const id = inputId(form, field);
  const describedBy = [
    error ? errorId(form, field) : '',
    field.description ? `${id}--description` : '',
  ].filter(Boolean);
  const aria = raw(
    [
      field.required ? 'aria-required="true"' : '',
      error ? 'aria-invalid="true"' : '',
      describedBy.length ? `aria-describedby="${describedBy.join(' ')}"` : '',
    ]
      .filter(Boolean)
      .join(' '),
  );
  const classes = `form-${field.type}${error ? ' error' : ''}`;
  const common = raw(
    `id="${id}" name="${field.name}" class="${classes}" data-drupal-selector="${id}" ${field.required ? 'required' : ''} ${field.autocomplete ? `autocomplete="${field.autocomplete}"` : ''} ${field.attrs ?? ''}`,
  );
  const text = Array.isArray(value) ? '' : value;
  switch (field.type) {
    case 'textarea':
      return html`<textarea ${common} ${aria} rows="5">${text}</textarea>`;
    case 'select':
      return html`<select ${common} ${aria}>
        ${field.options!.map(
          ([v, label]) =>
            html`<option value="${v}" ${v === text ? raw('selected') : ''}>${label}</option>`,
        )}
      </select>`;
    default:
      return html`<input
        type="${field.type}"
        ${common}
        ${aria}
        value="${text}"
        ${field.type === 'number' ? '' : raw('maxlength="2000"')}
      />`;
  }
}

/** One field in its wrapper; the wrapper's id is what the AJAX answer replaces. */
export function renderField(
  form: FormDef,
  field: FieldDef,
  value: string | string[] = field.type === 'checkboxes' ? [] : '',
  error?: string,
): Raw {
  const id = inputId(form, field);
  const errorMessage = error
    ? html`<div id="${errorId(form, field)}" class="form-item--error-message">
        <strong>${error}</strong>
      </div>`
    : '';
  const description = field.description
    ? html`<div id="${id}--description" class="description">${field.description}</div>`
    : '';
  if (field.type === 'checkboxes') {
    const chosen = new Set(Array.isArray(value) ? value : []);
    return html`<fieldset
      id="${wrapperId(form, field)}"
      class="js-form-wrapper form-wrapper form-checkboxes${error ? ' error' : ''}"
      ${error ? raw(`aria-describedby="${errorId(form, field)}"`) : ''}
    >
      <legend class="${field.required ? 'form-required' : ''}">${field.label}</legend>
      ${field.options!.map(
        ([v, label], i) =>
          html`<div class="form-item form-type-checkbox">
            <input
              type="checkbox"
              id="${id}-${i}"
              name="${field.name}"
              value="${v}"
              class="form-checkbox"
              ${chosen.has(v) ? raw('checked') : ''}
              ${error ? raw('aria-invalid="true"') : ''}
            />
            <label for="${id}-${i}" class="option">${label}</label>
          </div>`,
      )}
      ${errorMessage} ${description}
    </fieldset>`;
  }
  return html`<div
    id="${wrapperId(form, field)}"
    class="js-form-item form-item form-type-${field.type} form-item-${field.name}${
      error ? ' form-item--error' : ''
    }"
  >
    <label for="${id}" class="${field.required ? 'js-form-required form-required' : ''}"
      >${field.label}</label
    >
    ${control(form, field, value, error)} ${errorMessage} ${description}
  </div>`;
}

export interface RenderFormOptions {
  values?: Values;
  errors?: Errors;
  /** Messages rendered by the server (the no-JS answer). */
  messages?: Raw;
}

export function renderForm(form: FormDef, options: RenderFormOptions = {}): Raw {
  const { values = {}, errors = {} } = options;
  return html`<form
    id="${form.id}"
    class="ir-form ${form.id}"
    action="${form.action}"
    method="post"
    accept-charset="UTF-8"
    novalidate
    data-drupal-selector="${form.id}"
  >
    <div id="${form.id}-messages" class="ir-form__messages">${options.messages ?? ''}</div>
    ${form.intro ? html`<p class="ir-form__intro">${form.intro}</p>` : ''}
    ${form.fields.map((f) => renderField(form, f, values[f.name], errors[f.name]))}
    <div class="form-actions">
      <button
        type="submit"
        name="op"
        value="${form.submit}"
        class="button button--primary use-ajax-submit"
        data-drupal-selector="${form.id}-submit"
      >
        ${form.submit}
      </button>
    </div>
  </form>`;
}

/** The server-rendered message block (status or error), as Drupal's status messages. */
export function messageBlock(type: 'status' | 'error', content: Raw | string): Raw {
  const label = type === 'status' ? 'Status message' : 'Error message';
  return html`<div
    class="messages messages--${type}"
    role="${type === 'status' ? 'status' : 'alert'}"
    aria-label="${label}"
    data-drupal-message-type="${type}"
  >
    ${content}
  </div>`;
}

export function errorSummary(form: FormDef, errors: Errors): Raw {
  const failed = form.fields.filter((f) => errors[f.name]);
  return html`<p>
      ${failed.length === 1 ? '1 error has' : `${failed.length} errors have`} been found:
    </p>
    <ul>
      ${failed.map((f) => html`<li><a href="#${inputId(form, f)}${f.type === 'checkboxes' ? '-0' : ''}">${f.label}</a></li>`)}
    </ul>`;
}

/** The request came through the AJAX adapter (Drupal's wrapper format or request flag). */
export function isAjax(ctx: Ctx, body: URLSearchParams): boolean {
  return (
    ctx.url.searchParams.get('_wrapper_format') === 'drupal_ajax' ||
    body.get('_drupal_ajax') === '1'
  );
}

/** The AJAX answer to a failed validation: every field re-rendered, a summary, focus moved. */
export function sendValidationCommands(
  ctx: Ctx,
  form: FormDef,
  values: Values,
  errors: Errors,
): void {
  const first = form.fields.find((f) => errors[f.name])!;
  sendCommands(ctx.res, [
    ...form.fields.map((f) => ({
      command: 'insert',
      method: 'replaceWith',
      selector: `#${wrapperId(form, f)}`,
      data: renderField(form, f, values[f.name], errors[f.name]).html,
      settings: null,
    })),
    {
      command: 'message',
      message: errorSummary(form, errors).html,
      messageWrapperQuerySelector: `#${form.id}-messages`,
      messageOptions: { type: 'error' },
      clearPrevious: true,
    },
    { command: 'focusFirst', selector: `#${wrapperId(form, first)}` },
  ]);
}

/** Clears the form's field errors (re-rendered with the submitted values) and its messages. */
export function clearedFieldCommands(form: FormDef, values: Values): unknown[] {
  return form.fields.map((f) => ({
    command: 'insert',
    method: 'replaceWith',
    selector: `#${wrapperId(form, f)}`,
    data: renderField(form, f, values[f.name]).html,
    settings: null,
  }));
}
