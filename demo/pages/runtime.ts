/**
 * /widgets/runtime: the runtime seam on its own. A host page defines its own widgets with
 * `Trellis.defineWidget` (no build step), including one that fails, to show error isolation.
 */
import { html, raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

const script = raw(`<script type="module">
const { defineWidget, attr, emit } = window.Trellis;

// A counter defined by the page itself: imperative setup, everything bound to ctx.signal.
defineWidget({
  tag: 'demo-counter',
  selector: '[data-demo-counter]',
  element: true,
  props: { step: attr.number('data-step', 1) },
  parse(host) {
    const button = host.querySelector('button');
    const output = host.querySelector('output');
    if (!button || !output) throw new Error('demo-counter needs a <button> and an <output>.');
    return { button, output, count: Number(output.textContent) || 0 };
  },
  setup(model, ctx) {
    ctx.listen(model.button, 'click', () => {
      model.count += ctx.props.step;
      model.output.textContent = String(model.count);
      ctx.emit('demo-counter:change', { count: model.count });
    });
  },
});

// A React-rendered widget with no build step: Trellis.react() loads the bundle's own React API.
const { createElement: h, useState } = await window.Trellis.react();
function Disclosure({ model }) {
  const [open, setOpen] = useState(false);
  return h('button', { type: 'button', 'aria-expanded': String(open), 'aria-controls': model.panel.id,
    onClick: () => { model.panel.hidden = open; setOpen(!open); } }, open ? 'Hide details' : 'Show details');
}
defineWidget({
  tag: 'demo-disclosure',
  parse(host) {
    const panel = host.querySelector('[data-panel]');
    if (!panel || !panel.id) throw new Error('demo-disclosure needs a [data-panel] with an id.');
    panel.hidden = true;
    return { panel };
  },
  Component: Disclosure,
});

// A widget whose parse always throws: reported once, the page goes on.
defineWidget({
  tag: 'demo-broken',
  parse() { throw new Error('This demo widget always fails to parse.'); },
});
</script>`);

export const runtimeDemo: WidgetDemo = {
  slug: 'runtime',
  title: 'Runtime: define your own widget',
  summary: 'a page-defined widget, error isolation, later inserts, moves and removal',
  render: () =>
    page({
      title: 'Runtime',
      path: '/widgets/runtime',
      tail: script,
      body: html`<h1>Runtime: define your own widget</h1>
        <p>
          This page defines two widgets of its own with <code>Trellis.defineWidget</code>: a
          counter, and one that always fails. The failing one is reported once in the console and
          the counter still works.
        </p>
        <section aria-labelledby="counters-title">
          <h2 id="counters-title">Counters</h2>
          <div id="counters">
            <div class="demo-counter" data-demo-counter data-step="1">
              <button type="button">Add one</button> Count: <output>0</output>
            </div>
            <demo-counter data-step="5"
              ><button type="button">Add five</button> Count: <output>10</output></demo-counter
            >
          </div>
          <demo-disclosure
            ><div data-panel id="details-1">
              <p>Details written by the editor.</p>
            </div></demo-disclosure
          >
          <demo-broken data-demo-expected-failure
            ><p>Server markup of a widget that fails stays readable.</p></demo-broken
          >
        </section>`,
    }),
};
