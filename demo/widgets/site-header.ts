/**
 * /widgets/site-header: the header as on every site page, links to the interesting states,
 * and a log of the widget's events (for QA).
 */
import { html, raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import { currentUser } from '../lib/session.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

const eventLog = raw(`<script type="module">
const log = document.getElementById('site-header-events');
const show = (text) => {
  const item = document.createElement('li');
  item.textContent = text;
  log.append(item);
};
for (const type of ['site-header:panel-open', 'site-header:panel-close', 'site-header:search',
  'site-header:fbga', 'site-header:login']) {
  document.addEventListener(type, (event) => show(type + ' ' + JSON.stringify(event.detail)));
}
// The analytics data layer (spec §7's page-load event), in a box of its own with room for it: it
// fills at load, and a growing list there would shift the page.
const layer = (window.dataLayer ??= []);
const push = layer.push.bind(layer);
const pushed = document.getElementById('site-header-datalayer');
const showLayer = () => (pushed.textContent = layer.map((e) => JSON.stringify(e)).join(' '));
if (layer.length) showLayer();
layer.push = (...entries) => {
  const length = push(...entries);
  showLayer();
  return length;
};
</script>`);

const states: [string, string][] = [
  ['?login', 'login panel open at start (desktop trigger on wide screens, the other on narrow)'],
  ['?login&returnUrl=%2Fcareers', 'after logging in, go to /careers'],
  [
    '?login&returnUrl=%2F%2Fevil.example',
    'a hostile returnUrl: logging in reloads this page instead',
  ],
];

export const demo: WidgetDemo = {
  slug: 'site-header',
  title: 'Site header',
  summary: 'mega menu, language / search / login panels, FBGA switch',
  render: (ctx) =>
    page({
      title: 'Site header',
      path: '/widgets/site-header',
      siteHeader: true,
      user: currentUser(ctx),
      tail: eventLog,
      body: html`<h1>Site header</h1>
        <p>
          The header above is the one every site page has. Try the menu (categories, third-level
          pages: a flipbook from 1024 px, inline below), the language, search and login panels,
          Escape and the backdrop. Type <kbd>fbga</kbd> into search for the FBGA code input.
        </p>
        <h2>States</h2>
        <ul>
          ${states.map(
            ([query, text]) =>
              html`<li><a href="/widgets/site-header${query}">${query}</a>: ${text}</li>`,
          )}
          <li>
            Demo accounts: <code>editor@example.com</code> / <code>trellis-editor</code>,
            <code>visitor@example.com</code> / <code>trellis-visitor</code>. Make the login call
            slow, fail or answer malformed JSON on the
            <a href="/demo/faults">fault injection panel</a> (family <code>login</code>).
          </li>
        </ul>
        <h2 id="site-header-events-title">Events</h2>
        <p>
          Data layer:
          <output
            id="site-header-datalayer"
            style="display: block; min-height: 4.5em; overflow-wrap: anywhere"
            >(nothing pushed yet)</output
          >
        </p>
        <ol id="site-header-events" aria-labelledby="site-header-events-title"></ol>`,
    }),
};
