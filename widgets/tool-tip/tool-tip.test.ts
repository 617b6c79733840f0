import { describe, expect, it } from 'vitest';
import { parse } from './parse';

describe('tool-tip markup', () => {
  it('finds the trigger and the tooltip text element', () => {
    document.body.innerHTML = `<span data-tooltip><button type="button">EPS</button>
      <span class="tooltip__content">Earnings per share</span></span>`;
    const model = parse(document.querySelector('span')!);
    expect(model.trigger.tagName).toBe('BUTTON');
    expect(model.content?.textContent).toBe('Earnings per share');
  });

  it('takes the text from data-tooltip when there is no text element', () => {
    document.body.innerHTML = '<span data-tooltip=" Free cash flow "><a href="#x">FCF</a></span>';
    expect(parse(document.querySelector('span')!)).toMatchObject({
      content: null,
      text: 'Free cash flow',
    });
  });

  it('needs a focusable trigger and some text', () => {
    document.body.innerHTML = '<span data-tooltip="Text"><span>not focusable</span></span>';
    expect(() => parse(document.querySelector('span')!)).toThrow(/focusable trigger/);
    document.body.innerHTML = '<span data-tooltip><button>T</button></span>';
    expect(() => parse(document.querySelector('span')!)).toThrow(/no tooltip text/);
  });
});
