import { describe, expect, it } from 'vitest';
import { HIDDEN, next, type Cue } from './logic';
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

describe('tool-tip showing', () => {
  const run = (...cues: Cue[]) => cues.reduce(next, HIDDEN);

  it('shows while the pointer is over it or keyboard focus is on its trigger, until both left', () => {
    expect(run('enter').open).toBe(true);
    expect(run('enter', 'leave').open).toBe(false);
    expect(run('focus', 'enter', 'leave').open).toBe(true);
    expect(run('enter', 'focus', 'blur').open).toBe(true);
    expect(run('focus', 'enter', 'leave', 'blur').open).toBe(false);
  });

  it('Escape hides it whatever keeps it, until the pointer or focus comes again', () => {
    expect(run('focus', 'enter', 'escape')).toEqual({ open: false, hovered: true, focused: true });
    expect(run('focus', 'escape', 'leave').open).toBe(false);
    expect(run('focus', 'escape', 'enter').open).toBe(true);
  });

  it('a touch shows it until the finger lifts', () => {
    expect(run('touchstart').open).toBe(true);
    expect(run('touchstart', 'touchend')).toEqual(HIDDEN);
    expect(run('focus', 'touchend').open).toBe(false);
  });
});
