import { html } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

export const ajaxPlayground: WidgetDemo = {
  slug: 'ajax',
  title: 'AJAX playground',
  summary: 'every command of the adapter, dialogs, progress, messages and failures',
  render: () =>
    page({ title: 'AJAX playground', path: '/widgets/ajax', body: html`<h1>AJAX playground</h1>` }),
};
