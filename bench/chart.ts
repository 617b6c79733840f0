/**
 * The interaction ratios as a picture: one panel per condition (pages across, device and CPU
 * down), a pair of bars per interaction (Trellis, Trellis React), the goal line at 1.0 and, at
 * 4× CPU, the 0.6 line the median has to stay under.
 */
import { escapeHtml as esc } from '../demo/lib/http.ts';
import { INTERACTIONS } from './measure.ts';
import { conditionLabel, sameCondition, type Condition, type InteractionRatios } from './report.ts';
import type { Stack } from './stacks.ts';

const PANEL_WIDTH = 460;
const LABEL_WIDTH = 175;
const BAR_HEIGHT = 7;
const ROW_HEIGHT = 2 * BAR_HEIGHT + 8;
const PANEL_HEAD = 34;
const PANEL_GAP = 18;
const COLOURS = ['#1f6feb', '#b35900', '#6e7781'];
const GOAL = '#b3261e';

const num = (n: number) => +n.toFixed(1);

export function ratioChart(rows: InteractionRatios[], stacks: Stack[]): string {
  const conditions: Condition[] = [];
  for (const r of rows)
    if (!conditions.some((c) => sameCondition(c, r.condition))) conditions.push(r.condition);
  const ids = [...new Set(rows.map((r) => r.stack))];
  const variants = [...new Set(conditions.map((c) => c.variant))];
  const lines = [...new Set(conditions.map((c) => `${c.device} ${c.throttle}`))];
  const max = Math.max(
    1.5,
    ...rows.flatMap((r) => [
      r.floor ?? 0,
      r.median ?? 0,
      ...Object.values(r.ratios).map((v) => v ?? 0),
    ]),
  );
  const scaleWidth = PANEL_WIDTH - LABEL_WIDTH - 40;
  const x = (v: number) => LABEL_WIDTH + (Math.min(v, max) / max) * scaleWidth;
  const rowsOf = (c: Condition) => {
    const keys = INTERACTIONS.filter(
      (i) => !i.reference && rows.some((r) => sameCondition(r.condition, c) && i.key in r.ratios),
    );
    return [
      { key: 'floor', label: 'plain click (floor)' },
      ...keys.map((i) => ({ key: i.key, label: i.label })),
      { key: 'median', label: 'median of the interactions' },
    ];
  };
  const panelHeight = Math.max(
    ...conditions.map((c) => PANEL_HEAD + rowsOf(c).length * ROW_HEIGHT),
  );
  const legendHeight = 46;
  const width = variants.length * PANEL_WIDTH + (variants.length - 1) * PANEL_GAP;
  const height = legendHeight + lines.length * (panelHeight + PANEL_GAP);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="chart-title chart-desc" font-family="system-ui, sans-serif" font-size="11">`,
    `<title id="chart-title">Interactions: Trellis ÷ the better legacy line, per condition</title>`,
    `<desc id="chart-desc">Bars under the red line at 1.0 reach their next frame sooner than legacy. At 4× CPU the median of the interactions has to stay under the dotted line at 0.6.</desc>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
  );
  ids.forEach((id, i) => {
    const name = stacks.find((s) => s.id === id)?.short ?? id;
    const lx = i * 150;
    out.push(
      `<rect x="${lx}" y="8" width="12" height="10" fill="${COLOURS[i % COLOURS.length]}"/>`,
      `<text x="${lx + 18}" y="17">${esc(name)}</text>`,
    );
  });
  out.push(
    `<line x1="0" y1="31" x2="24" y2="31" stroke="${GOAL}" stroke-width="1.5"/>`,
    `<text x="30" y="35">goal: ratio 1.0 (dotted: the median's 0.6 at 4× CPU)</text>`,
  );
  for (const c of conditions) {
    const ox = variants.indexOf(c.variant) * (PANEL_WIDTH + PANEL_GAP);
    const oy =
      legendHeight + lines.indexOf(`${c.device} ${c.throttle}`) * (panelHeight + PANEL_GAP);
    const items = rowsOf(c);
    const bottom = PANEL_HEAD + items.length * ROW_HEIGHT;
    out.push(`<g transform="translate(${ox},${oy})">`);
    out.push(
      `<rect x="0.5" y="0.5" width="${PANEL_WIDTH - 1}" height="${panelHeight - 1}" fill="none" stroke="#d0d7de"/>`,
      `<text x="8" y="16" font-weight="600">${esc(conditionLabel(c))}</text>`,
    );
    for (const tick of [0, 0.5, 1, 1.5, 2, 3].filter((v) => v <= max))
      out.push(
        `<line x1="${num(x(tick))}" y1="${PANEL_HEAD - 6}" x2="${num(x(tick))}" y2="${bottom}" stroke="#eaeef2"/>`,
        `<text x="${num(x(tick))}" y="${PANEL_HEAD - 8}" text-anchor="middle" fill="#57606a">${tick}</text>`,
      );
    items.forEach((item, row) => {
      const y = PANEL_HEAD + row * ROW_HEIGHT;
      out.push(
        `<text x="${LABEL_WIDTH - 6}" y="${y + BAR_HEIGHT + 3}" text-anchor="end"${item.key === 'floor' ? ' fill="#57606a"' : ''}>${esc(item.label)}</text>`,
      );
      ids.forEach((id, i) => {
        const r = rows.find((rr) => rr.stack === id && sameCondition(rr.condition, c));
        const v =
          item.key === 'floor'
            ? r?.floor
            : item.key === 'median'
              ? r?.median
              : r?.ratios[item.key as keyof typeof r.ratios];
        const by = y + i * BAR_HEIGHT;
        if (v === null || v === undefined) {
          out.push(`<text x="${LABEL_WIDTH + 2}" y="${by + BAR_HEIGHT}" fill="#57606a">—</text>`);
          return;
        }
        const colour = COLOURS[i % COLOURS.length]!;
        out.push(
          `<rect x="${LABEL_WIDTH}" y="${by}" width="${num(x(v) - LABEL_WIDTH)}" height="${BAR_HEIGHT - 1}" fill="${colour}"${item.key === 'floor' ? ' fill-opacity="0.45"' : ''}><title>${esc(`${stacks.find((s) => s.id === id)?.short ?? id}, ${item.label}: ${v.toFixed(2)}`)}</title></rect>`,
          `<text x="${num(x(v) + 3)}" y="${by + BAR_HEIGHT - 1}" font-size="9" fill="#24292f">${v.toFixed(2)}</text>`,
        );
      });
      if (item.key === 'median' && c.throttle > 1)
        out.push(
          `<line x1="${num(x(0.6))}" y1="${y - 2}" x2="${num(x(0.6))}" y2="${y + ROW_HEIGHT - 4}" stroke="${GOAL}" stroke-width="1.5" stroke-dasharray="2 2"/>`,
        );
    });
    out.push(
      `<line x1="${num(x(1))}" y1="${PANEL_HEAD - 4}" x2="${num(x(1))}" y2="${bottom}" stroke="${GOAL}" stroke-width="1.5"/>`,
    );
    out.push('</g>');
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}
