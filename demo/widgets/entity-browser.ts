/**
 * Entity browser fields as the CMS renders them: a hidden `type:id` value, the selected items,
 * and a browser of checkboxes whose submit button works without JavaScript (the server merges
 * with the same rules). `/widgets/entity-browser` shows every selection mode and cardinality.
 */
import { html, route, sendHtml, type Ctx, type Raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import { themeCssLinks, themeCssRoute } from '../lib/theme-css.ts';
import { news } from '../fixtures/index.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

export interface Entity {
  token: string;
  label: string;
}

export interface EntityField {
  name: string;
  label: string;
  description: string;
  mode: string;
  cardinality: string;
  available: Entity[];
  value: string;
}

/** The server's copy of the merge rules (the demo imports nothing from the bundle's source). */
export function serverMerge(
  existing: string[],
  added: string[],
  mode: string,
  cardinality: string,
) {
  const merged =
    mode === 'selection_edit'
      ? added
      : mode === 'selection_prepend'
        ? [...added, ...existing]
        : [...existing, ...added];
  const limit = parseInt(cardinality, 10);
  return !Number.isNaN(limit) && limit > 0 ? merged.slice(0, limit) : merged;
}

const tokens = (value: string) => value.split(/\s+/).filter(Boolean);

export function entityBrowserField(field: EntityField): Raw {
  const labels = new Map(field.available.map((e) => [e.token, e.label]));
  const current = tokens(field.value);
  const limit = parseInt(field.cardinality, 10);
  const full =
    field.mode !== 'selection_edit' && !Number.isNaN(limit) && limit > 0 && current.length >= limit;
  const id = `edit-${field.name.replace(/_/g, '-')}`;
  return html`<fieldset
    class="entity-browser-selection field--widget-entity-browser-entity-reference"
    id="${id}"
    data-cardinality="${field.cardinality}"
    data-selection-mode="${field.mode}"
    aria-describedby="${id}-description"
  >
    <legend>${field.label}</legend>
    <div class="description" id="${id}-description">${field.description}</div>
    <input type="hidden" class="eb-target" name="${field.name}[target_id]" value="${field.value}" />
    <ul class="entities-list">
      ${current.map(
        (token) =>
          html`<li class="item-container" data-entity-id="${token}">
            <span class="item-label">${labels.get(token) ?? token}</span>
          </li>`,
      )}
    </ul>
    <details class="entity-browser" ${full ? 'hidden' : ''}>
      <summary>Select entities</summary>
      <fieldset class="entity-browser__choices">
        <legend>Available items</legend>
        ${field.available.map(
          (e, i) =>
            html`<div class="form-item form-type-checkbox">
              <input
                type="checkbox"
                id="${id}-browser-${i}"
                name="${field.name}_browser[]"
                value="${e.token}"
                ${field.mode === 'selection_edit' && current.includes(e.token) ? 'checked' : ''}
              />
              <label for="${id}-browser-${i}">${e.label}</label>
            </div>`,
        )}
      </fieldset>
      <button type="submit" class="button" name="op" value="select:${field.name}">
        Use selected
      </button>
    </details>
  </fieldset>`;
}

/** Applies a no-JS browser submit, or reads the values for a save. */
export function applyForm(fields: EntityField[], form: URLSearchParams): string | null {
  for (const field of fields) field.value = form.get(`${field.name}[target_id]`) ?? field.value;
  const op = form.get('op') ?? '';
  if (op.startsWith('select:')) {
    const field = fields.find((f) => `select:${f.name}` === op);
    if (field) {
      const picked = form
        .getAll(`${field.name}_browser[]`)
        .filter((t) => /^[\w-]+:[\w-]+$/.test(t));
      field.value = serverMerge(tokens(field.value), picked, field.mode, field.cardinality).join(
        ' ',
      );
    }
    return null;
  }
  return fields.map((f) => `${f.label}: ${f.value || '(empty)'}`).join('; ');
}

function relatedContent(): Entity[] {
  return news()
    .slice(0, 8)
    .map((n) => ({ token: `node:${n.id}`, label: n.title }));
}

export function demoFields(): EntityField[] {
  const items = relatedContent();
  const t = (i: number) => items[i]!.token;
  return [
    {
      name: 'field_related',
      label: 'Related news (append, up to 3)',
      description: 'New items go after the existing ones; at most 3 are kept.',
      mode: 'selection_append',
      cardinality: '3',
      available: items,
      value: `${t(0)} ${t(1)}`,
    },
    {
      name: 'field_featured',
      label: 'Featured news (prepend, up to 2)',
      description: 'New items go first; the oldest fall off past 2.',
      mode: 'selection_prepend',
      cardinality: '2',
      available: items,
      value: `${t(2)}`,
    },
    {
      name: 'field_reading_list',
      label: 'Reading list (edit, unlimited)',
      description: 'The browser shows the current selection; what you pick replaces it.',
      mode: 'selection_edit',
      cardinality: '-1',
      available: items,
      value: `${t(3)} ${t(4)} ${t(5)}`,
    },
    {
      name: 'field_archive',
      label: 'Archive (append, no limit set)',
      description: 'A cardinality that is not a number means unlimited.',
      mode: 'selection_append',
      cardinality: 'unlimited',
      available: items,
      value: '',
    },
  ];
}

export function entityBrowserPage(
  ctx: Ctx,
  fields: EntityField[],
  saved: string | null,
  extra: { path: string; title: string; toolbar?: Parameters<typeof page>[0]['toolbar'] },
): string {
  return page({
    title: extra.title,
    path: extra.path,
    bodyClass: 'path-admin user-logged-in',
    toolbar: extra.toolbar,
    head: themeCssLinks('entity-browser'),
    body: html`<h1>${extra.title}</h1>
      ${
        saved
          ? html`<div class="messages messages--status" role="status">
              <h2 class="visually-hidden">Status message</h2>
              Saved. ${saved}
            </div>`
          : ''
      }
      <form method="post" action="${ctx.url.pathname}" class="node-form" id="related-form">
        ${fields.map(entityBrowserField)}
        <div class="form-actions">
          <button type="submit" class="button button--primary" name="op" value="Save">Save</button>
        </div>
      </form>`,
  });
}

export const demo: WidgetDemo = {
  slug: 'entity-browser',
  title: 'Entity browser selection',
  summary: 'append, prepend and edit modes, cardinality, keyboard and drag reordering',
  render: (ctx) =>
    entityBrowserPage(ctx, demoFields(), null, {
      path: '/widgets/entity-browser',
      title: 'Entity browser selection',
    }),
  routes: [
    themeCssRoute('entity-browser'),
    route('POST', '/widgets/entity-browser', async (ctx) => {
      const fields = demoFields();
      const saved = applyForm(fields, await ctx.form());
      sendHtml(
        ctx.res,
        entityBrowserPage(ctx, fields, saved, {
          path: '/widgets/entity-browser',
          title: 'Entity browser selection',
        }),
      );
    }),
  ],
};
