import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCommands } from '../../../src/ajax';
import { DEFERRED_COMMANDS } from '../../../src/ajax/commands/names';
import { page } from './helpers';

// Commands whose job is to leave the page or load a resource: they are covered elsewhere and
// would make a random run navigate or fetch.
const SKIPPED = new Set(['redirect', 'alert', 'add_js', 'add_css', 'openModalDialogWithUrl']);
const NAMES = ['insert', 'remove', 'settings', ...DEFERRED_COMMANDS].filter((n) => !SKIPPED.has(n));

const text = fc.oneof(
  fc.string(),
  // Selectors a server aims at content (`*` would take <html> and <body> too).
  fc.constantFrom('#target', 'p', '.x', 'div > p', '#target *', '[', '#', '<img src=x>', ''),
);
const command = fc.record(
  {
    command: fc.oneof(fc.constantFrom(...NAMES), fc.string()),
    selector: fc.oneof(text, fc.constant(null)),
    method: fc.oneof(
      fc.constantFrom(
        'html',
        'replaceWith',
        'append',
        'before',
        'focus',
        'addClass',
        'constructor',
      ),
      fc.string(),
    ),
    data: fc.oneof(text, fc.anything()),
    settings: fc.anything(),
    merge: fc.boolean(),
    args: fc.anything(),
    argument: fc.anything(),
    text: fc.anything(),
    dialogOptions: fc.anything(),
    name: text,
    value: fc.anything(),
  },
  { requiredKeys: ['command'] },
);

afterEach(() => {
  delete (window as { __pwned?: unknown }).__pwned;
});

describe('the command runner under random commands', () => {
  it('never lets an exception escape and never runs a string as code', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 6 }), async (commands) => {
        page('<div id="target"><p class="x">text</p></div>');
        await expect(runCommands(commands)).resolves.toBeUndefined();
        expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
      }),
      { numRuns: 150 },
    );
    // A failure went to the console as text (Drupal's message), not as an exception.
    expect(logged.mock.calls.every(([m]) => typeof m === 'string')).toBe(true);
  });
});
