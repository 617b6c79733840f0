/**
 * A `:has()` on <body>, <html> or :root is matched again, across the whole page, on every change
 * its argument names (an attribute such as [hidden], a class): on a page of 10,000 table rows each
 * FAQ toggle then cost a style pass over the page. Such a rule starts with a class that only the
 * pages it serves carry, so every other page never evaluates it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');

function cssFiles(): string[] {
  const widgets = join(ROOT, 'widgets');
  const files = readdirSync(widgets, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) =>
      readdirSync(join(widgets, e.name))
        .filter((f) => f.endsWith('.css'))
        .map((f) => join(widgets, e.name, f)),
    );
  const demo = join(ROOT, 'demo', 'public');
  return [
    ...files,
    ...readdirSync(demo)
      .filter((f) => f.endsWith('.css'))
      .map((f) => join(demo, f)),
  ];
}

/** Compounds on the page's root that hold `:has(` with no class before it. */
function rootHasWithoutClass(css: string): string[] {
  // Every rule's prelude: the text before a `{` since the last `{`, `}` or `;`.
  const preludes = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{/g)];
  const selectors = preludes.flatMap(([, prelude]) => prelude!.split(',')).map((s) => s.trim());
  return selectors.filter((selector) =>
    selector.split(/\s+|>|\+|~/).some((compound) => {
      const root = /^(?:body|html|:root)(?=[:[#.]|$)/.exec(compound);
      if (!root) return false;
      const has = compound.indexOf(':has(');
      return has >= 0 && !compound.slice(0, has).includes('.');
    }),
  );
}

describe('CSS on the page root', () => {
  it('finds a bare root :has() and lets a class-guarded one pass', () => {
    expect(rootHasWithoutClass('body:has(.a:not([hidden])) { x: y }')).toHaveLength(1);
    expect(rootHasWithoutClass(':root:has(dialog[open]), p { x: y }')).toHaveLength(1);
    expect(rootHasWithoutClass('body.user-logged-in:has(#t) .b { x: y }')).toEqual([]);
    expect(rootHasWithoutClass('.card:has(img) { x: y }')).toEqual([]);
    expect(rootHasWithoutClass('@media (x) { body:has([hidden]) { x: y } }')).toHaveLength(1);
  });

  for (const file of cssFiles())
    it(`${file.slice(ROOT.length + 1)} guards every :has() on the page root with a class`, () => {
      expect(rootHasWithoutClass(readFileSync(file, 'utf8'))).toEqual([]);
    });
});
