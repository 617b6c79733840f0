/**
 * /widgets/careers-filter: the careers portal block as the CMS emits it (also on /careers and the
 * home page), with a log of the widget's event (for QA).
 */
import { html, raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';
import { careersFilterBlock, careersSettings } from '../pages/corporate.ts';

const eventLog = raw(`<script type="module">
const log = document.getElementById('careers-filter-events');
document.addEventListener('careers-filter:open', (event) => {
  const item = document.createElement('li');
  item.textContent = 'careers-filter:open ' + JSON.stringify(event.detail);
  log.append(item);
});
</script>`);

export const demo: WidgetDemo = {
  slug: 'careers-filter',
  title: 'Careers filter',
  summary: 'location and team filters that open the careers portal in a new window',
  render: () =>
    page({
      title: 'Careers filter',
      path: '/widgets/careers-filter',
      head: raw('<link rel="stylesheet" href="/demo-assets/site.css" />'),
      settings: { trellis: careersSettings },
      tail: eventLog,
      body: html`<h1>Careers filter</h1>
        <p>
          Choose a location or a team (or neither) and search: the portal opens in a new window with
          only what was chosen. Without JavaScript the form goes to
          <code>/careers/portal</code>, which redirects there by the same rule.
        </p>
        ${careersFilterBlock()}
        <h2 id="careers-filter-events-title">Events</h2>
        <ol id="careers-filter-events" aria-labelledby="careers-filter-events-title"></ol>`,
    }),
};
