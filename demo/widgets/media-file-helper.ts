/**
 * A media edit form as the CMS renders it: the multimedia file field (an entity browser holding
 * one `file:id`) and the item height, width, size and format fields, plus the metadata endpoint
 * `/ajax/multimedia/file/{fid}` (family `media`) with files that answer, one with an error, one
 * that fails and one that is slow.
 */
import { html, route, sendHtml, sendJson, type Ctx, type Raw } from '../lib/http.ts';
import { page, type PageOptions } from '../lib/layout.ts';
import { SLOW_MS } from '../lib/faults.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';
import { themeCssLinks } from '../lib/theme-css.ts';
import { entityBrowserField, serverMerge, type Entity } from './entity-browser.ts';

interface DemoFile extends Entity {
  /** What the metadata endpoint answers; `fail` answers 500, `slow` waits first. */
  metadata: Record<string, unknown> | 'fail';
  slow?: boolean;
}

/** Demo files (fictional). Sizes in bytes; some values come as numeric strings, as PHP sends them. */
export const FILES: DemoFile[] = [
  {
    token: 'file:101',
    label: 'q3-results-webcast.mp4 (video)',
    metadata: { height: 1080, width: 1920, size: 52428800, mime: 'video/mp4' },
  },
  {
    token: 'file:102',
    label: 'ceo-portrait.jpg (image)',
    metadata: { height: '2400', width: '1600', size: '734003', mime: 'image/jpeg' },
  },
  {
    token: 'file:103',
    label: 'annual-report.pdf (no dimensions)',
    metadata: {
      error: 'The file is not an image or a video.',
      height: 0,
      width: 0,
      size: 1048576,
      mime: 'application/pdf',
    },
  },
  { token: 'file:104', label: 'damaged-upload.mov (metadata fails)', metadata: 'fail' },
  {
    token: 'file:105',
    label: 'investor-day-keynote.mp4 (slow metadata)',
    metadata: { height: 720, width: 1280, size: 104857600, mime: 'video/mp4' },
    slow: true,
  },
  { token: 'media:9', label: 'Remote video: analyst Q&A (not a file)', metadata: 'fail' },
];

export interface MediaValues {
  name: string;
  file: string;
  height: string;
  width: string;
  size: string;
  format: string;
}

export const EMPTY_MEDIA: MediaValues = {
  name: 'Quarterly results webcast',
  file: '',
  height: '',
  width: '',
  size: '',
  format: '',
};

function textField(
  name: string,
  label: string,
  value: string,
  type = 'text',
  description = '',
): Raw {
  const id = `edit-${name.replace(/_/g, '-')}-0-value`;
  return html`<div
    class="form-item js-form-item form-type-${type} field--name-${name.replace(/_/g, '-')}"
  >
    <label for="${id}">${label}</label>
    <input
      type="${type}"
      id="${id}"
      name="${name}[0][value]"
      value="${value}"
      ${type === 'number' ? 'min="0"' : ''}
      ${description ? html`aria-describedby="${id}--description"` : ''}
    />
    ${description ? html`<div class="description" id="${id}--description">${description}</div>` : ''}
  </div>`;
}

export function mediaForm(action: string, values: MediaValues): Raw {
  return html`<form
    method="post"
    action="${action}"
    class="media-form media-multimedia-edit-form"
    data-drupal-selector="media-multimedia-edit-form"
    id="media-multimedia-edit-form"
  >
    ${textField('name', 'Name', values.name)}
    <div
      class="field--type-entity-reference field--name-field-multimedia-file field--widget-entity-browser-entity-reference"
    >
      ${entityBrowserField({
        name: 'field_multimedia_file',
        label: 'Multimedia file',
        description: 'One file. Its height, width, size and format are filled in where empty.',
        mode: 'selection_edit',
        cardinality: '1',
        available: FILES,
        value: values.file,
      })}
    </div>
    ${textField('field_item_height', 'Item height', values.height, 'number', 'Pixels.')}
    ${textField('field_item_width', 'Item width', values.width, 'number', 'Pixels.')}
    ${textField('field_item_size', 'Item size', values.size, 'number', 'Bytes.')}
    ${textField('field_item_format', 'Item format', values.format, 'text', 'MIME type, e.g. video/mp4.')}
    <div class="form-actions">
      <button type="submit" class="button button--primary" name="op" value="Save">Save</button>
    </div>
  </form>`;
}

/** Reads a posted media form (a no-JS browser submit merges the file; Save echoes the values). */
export function readMediaForm(form: URLSearchParams): { values: MediaValues; saved: boolean } {
  const get = (name: string) => form.get(`${name}[0][value]`) ?? '';
  const values: MediaValues = {
    name: get('name'),
    file: form.get('field_multimedia_file[target_id]') ?? '',
    height: get('field_item_height'),
    width: get('field_item_width'),
    size: get('field_item_size'),
    format: get('field_item_format'),
  };
  if (form.get('op') === 'select:field_multimedia_file') {
    const picked = form.getAll('field_multimedia_file_browser[]');
    values.file = serverMerge([], picked, 'selection_edit', '1').join(' ');
    return { values, saved: false };
  }
  return { values, saved: form.get('op') === 'Save' };
}

export function mediaPage(
  ctx: Ctx,
  values: MediaValues,
  saved: boolean,
  options: Pick<PageOptions, 'toolbar' | 'path' | 'title'> & { localTasks?: Raw },
): string {
  return page({
    title: options.title,
    path: options.path,
    bodyClass: 'path-media user-logged-in',
    toolbar: options.toolbar,
    head: themeCssLinks('entity-browser'),
    body: html`${options.localTasks ?? ''}
      <h1>${options.title}</h1>
      ${
        saved
          ? html`<div class="messages messages--status" role="status">
              <h2 class="visually-hidden">Status message</h2>
              Saved ${values.name}: file ${values.file || 'none'}, ${values.height || '?'} ×
              ${values.width || '?'} px, ${values.size || '?'} bytes,
              ${values.format || 'no format'}.
            </div>`
          : ''
      }
      ${mediaForm(ctx.url.pathname, values)}`,
  });
}

export const mediaRoutes = [
  route(
    'GET',
    '/ajax/multimedia/file/:fid',
    async ({ res, params }) => {
      const file = FILES.find((f) => f.token === `file:${params.fid}`);
      if (!file) return sendJson(res, { error: 'No such file.' }, 404);
      if (file.slow) await new Promise((r) => setTimeout(r, SLOW_MS));
      if (file.metadata === 'fail') {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The file metadata could not be read (demo failure).');
        return;
      }
      sendJson(res, file.metadata);
    },
    'media',
  ),
];

export const demo: WidgetDemo = {
  slug: 'media-file-helper',
  title: 'Media file helper',
  summary: 'fills item height, width, size and format from the file, only where empty',
  routes: [
    ...mediaRoutes,
    route('POST', '/widgets/media-file-helper', async (ctx) => {
      const { values, saved } = readMediaForm(await ctx.form());
      sendHtml(
        ctx.res,
        mediaPage(ctx, values, saved, {
          path: '/widgets/media-file-helper',
          title: 'Media file helper',
        }),
      );
    }),
  ],
  render: (ctx) =>
    mediaPage(ctx, { ...EMPTY_MEDIA }, false, {
      path: '/widgets/media-file-helper',
      title: 'Media file helper',
    }),
};
