import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canAddMore,
  isToken,
  mergeSelection,
  move,
  parseCardinality,
  parseTokens,
  pickedFrom,
  serialize,
  splitToken,
  UNLIMITED,
} from './logic';
import { parse } from './parse';

afterEach(() => {
  document.body.innerHTML = '';
});

const token = fc
  .tuple(fc.constantFrom('node', 'media', 'file', 'taxonomy_term'), fc.integer({ min: 1, max: 50 }))
  .map(([type, id]) => `${type}:${id}`);
const tokens = fc.array(token, { maxLength: 8 });
const mode = fc.constantFrom(
  'selection_edit',
  'selection_prepend',
  'selection_append',
  'other',
  '',
);
const cardinality = fc.oneof(
  fc.integer({ min: -3, max: 10 }),
  fc.constantFrom('unlimited', '', 'abc', '3', '-1', '2.9', ' 4'),
);

describe('selection merge (property-based)', () => {
  it('never exceeds a positive cardinality, and keeps everything otherwise', () => {
    fc.assert(
      fc.property(tokens, tokens, mode, cardinality, (existing, added, m, c) => {
        const result = mergeSelection(existing, added, m, c);
        const limit = parseCardinality(c);
        const whole = m === 'selection_edit' ? added.length : existing.length + added.length;
        expect(result.length).toBe(limit > 0 ? Math.min(limit, whole) : whole);
      }),
    );
  });

  it('edit replaces, prepend puts new first, any other mode appends; cut from the end', () => {
    fc.assert(
      fc.property(tokens, tokens, mode, cardinality, (existing, added, m, c) => {
        const whole =
          m === 'selection_edit'
            ? added
            : m === 'selection_prepend'
              ? [...added, ...existing]
              : [...existing, ...added];
        const result = mergeSelection(existing, added, m, c);
        // The result is always a prefix of the uncut list: cutting drops from the end.
        expect(result).toEqual(whole.slice(0, result.length));
      }),
    );
  });

  it('treats a cardinality that is not a number as unlimited, and parses like parseInt', () => {
    expect(parseCardinality('unlimited')).toBe(UNLIMITED);
    expect(parseCardinality(undefined)).toBe(UNLIMITED);
    expect(parseCardinality('3')).toBe(3);
    expect(parseCardinality(' 4')).toBe(4);
    expect(parseCardinality('2.9')).toBe(2);
    expect(parseCardinality(0)).toBe(0);
    expect(mergeSelection(['a:1'], ['a:2', 'a:3'], 'selection_append', 'unlimited')).toEqual([
      'a:1',
      'a:2',
      'a:3',
    ]);
    expect(mergeSelection(['a:1'], ['a:2', 'a:3'], undefined, 0)).toHaveLength(3);
  });

  it('examples of the three modes with cardinality 2', () => {
    expect(mergeSelection(['n:1', 'n:2'], ['n:3'], 'selection_append', 2)).toEqual(['n:1', 'n:2']);
    expect(mergeSelection(['n:1', 'n:2'], ['n:3'], 'selection_prepend', 2)).toEqual(['n:3', 'n:1']);
    expect(mergeSelection(['n:1', 'n:2'], ['n:3'], 'selection_edit', 2)).toEqual(['n:3']);
    // No de-duplication (the module's later versions do not de-duplicate either).
    expect(mergeSelection(['n:1'], ['n:1'], 'selection_append', -1)).toEqual(['n:1', 'n:1']);
  });

  it('round-trips the space-separated value', () => {
    fc.assert(
      fc.property(tokens, (list) => {
        expect(parseTokens(serialize(list))).toEqual(list);
      }),
    );
    expect(parseTokens('  node:1   media:2\n')).toEqual(['node:1', 'media:2']);
  });

  it('moves an item without losing or duplicating any', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 1, maxLength: 10 }),
        fc.nat(12),
        fc.integer({ min: -2, max: 12 }),
        (list, from, to) => {
          const result = move(list, from, to);
          expect([...result].sort()).toEqual([...list].sort());
          if (from < list.length)
            expect(result[Math.max(0, Math.min(list.length - 1, to))]).toBe(list[from]);
        },
      ),
    );
  });

  it('lets the launcher add more until full, except in edit mode', () => {
    expect(canAddMore(2, 'selection_append', 3)).toBe(true);
    expect(canAddMore(3, 'selection_append', 3)).toBe(false);
    expect(canAddMore(3, 'selection_edit', 3)).toBe(true);
    expect(canAddMore(100, 'selection_append', 'unlimited')).toBe(true);
  });

  it('splits tokens on the first colon only', () => {
    expect(splitToken('node:12')).toEqual({ type: 'node', id: '12' });
    expect(splitToken('panelizer:node:5:full')).toEqual({ type: 'panelizer', id: 'node:5:full' });
    expect(splitToken('nocolon')).toBeNull();
    expect(isToken('node:1')).toBe(true);
    expect(isToken('node:1 node:2')).toBe(false);
  });
});

describe('entity browser markup', () => {
  it('matches server items to the hidden value, in its order, and names the ones not listed', () => {
    document.body.innerHTML = `<fieldset class="entity-browser-selection" data-cardinality="3" data-selection-mode="selection_prepend">
      <legend>Related</legend>
      <input type="hidden" class="eb-target" value="node:2 node:9 node:1">
      <ul class="entities-list">
        <li data-entity-id="node:1"><span class="item-label">One</span></li>
        <li data-entity-id="node:2"><span class="item-label">Two</span></li>
      </ul></fieldset>`;
    const dom = parse(document.querySelector('fieldset')!);
    expect(dom.items.map((i) => [i.token, i.label, i.node?.localName ?? null])).toEqual([
      ['node:2', 'Two', 'li'],
      ['node:9', 'node:9', null],
      ['node:1', 'One', 'li'],
    ]);
    // Reading changes nothing: the item the server did not list is the mount's to add.
    expect(document.querySelectorAll('[data-entity-id]')).toHaveLength(2);
    expect(dom.mode).toBe('selection_prepend');
    expect(dom.cardinality).toBe('3');
    expect(dom.fieldLabel).toBe('Related');
  });

  it('prefers drupalSettings entity_browser[uuid] over data attributes', () => {
    document.body.innerHTML = `<script type="application/json" data-drupal-selector="drupal-settings-json">
      {"entity_browser":{"u1":{"cardinality":1,"selection_mode":"selection_edit"}}}</script>
      <div class="entity-browser-selection" data-entity-browser-uuid="u1" data-cardinality="5">
      <input type="hidden" class="eb-target" value=""></div>`;
    window.drupalSettings = JSON.parse(document.querySelector('script')!.textContent!);
    try {
      const dom = parse(document.querySelector('div')!);
      expect([dom.mode, dom.cardinality]).toEqual(['selection_edit', '1']);
      expect(dom.list).toBeNull();
      expect(document.querySelector('.entities-list')).toBeNull();
    } finally {
      delete window.drupalSettings;
    }
  });

  it('needs its hidden input', () => {
    document.body.innerHTML = '<div class="entity-browser-selection"></div>';
    expect(() => parse(document.querySelector('div')!)).toThrow(/hidden value input/);
  });
});

describe('a selection handed over from another browser', () => {
  it('takes entities with a type and an id, labelled by their label or token', () => {
    expect(
      pickedFrom([
        { type: 'node', id: 7, label: 'Annual report' },
        { type: 'media', id: '12' },
        { type: 'node' },
        { id: 3 },
        { type: 'node', id: 'a b' },
        { type: 'node', id: { nested: true } },
        null,
        'node:5',
      ]),
    ).toEqual([
      { token: 'node:7', label: 'Annual report' },
      { token: 'media:12', label: 'media:12' },
    ]);
    expect(pickedFrom('node:1')).toEqual([]);
  });
});
