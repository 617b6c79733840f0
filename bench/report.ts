/**
 * Aggregates runs into figures (median and min–max), ratios against legacy in the same run,
 * the goals (met / not met) and the Markdown tables.
 */
import type { StackBytes } from './bytes.ts';
import { DEVICES, type Device } from './devices.ts';
import { INTERACTIONS, interactionsOn, type InteractionKey, type RunResult } from './measure.ts';
import type { Stack, StackId, Variant } from './stacks.ts';

export interface Stat {
  median: number;
  min: number;
  max: number;
  n: number;
}

export function stat(values: (number | null | undefined)[]): Stat | null {
  const v = values.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
  if (!v.length) return null;
  v.sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  const median = v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
  return { median, min: v[0]!, max: v[v.length - 1]!, n: v.length };
}

export interface FigureDef {
  key: string;
  label: string;
  unit: 'ms' | 'KB' | 'MB' | '' | 'count';
  digits: number;
}

/** The rows of the table, in order. Bytes rows come from the files, not from runs. */
export const FIGURES: FigureDef[] = [
  { key: 'enhanced', label: 'navigation start → all enhanced', unit: 'ms', digits: 0 },
  { key: 'quiet', label: 'navigation start → main thread quiet', unit: 'ms', digits: 0 },
  { key: 'script', label: 'CDP ScriptDuration', unit: 'ms', digits: 0 },
  { key: 'task', label: 'CDP TaskDuration (main thread busy)', unit: 'ms', digits: 0 },
  { key: 'taskOverFloor', label: 'TaskDuration − no-JS floor (same round)', unit: 'ms', digits: 0 },
  { key: 'longTasks', label: 'long tasks (all, until quiet)', unit: 'count', digits: 0 },
  { key: 'enhancementLongTasks', label: 'long tasks during enhancement', unit: 'count', digits: 0 },
  { key: 'longestTask', label: 'longest task', unit: 'ms', digits: 0 },
  {
    key: 'enhancementLongestTask',
    label: 'longest task from enhancement start',
    unit: 'ms',
    digits: 0,
  },
  { key: 'tbt', label: 'Total Blocking Time from enhancement start', unit: 'ms', digits: 0 },
  { key: 'tbtFcp', label: 'Total Blocking Time from FCP (Lighthouse)', unit: 'ms', digits: 0 },
  { key: 'cls', label: 'CLS during load', unit: '', digits: 3 },
  { key: 'heap', label: 'JS heap after load', unit: 'MB', digits: 2 },
  { key: 'heapGc', label: 'JS heap after GC', unit: 'MB', digits: 2 },
  { key: 'listeners', label: 'event listeners (after GC)', unit: 'count', digits: 0 },
  { key: 'nodes', label: 'DOM nodes (after GC)', unit: 'count', digits: 0 },
  { key: 'tableEnhance', label: 'table enhancement (start → end)', unit: 'ms', digits: 0 },
  ...INTERACTIONS.map((i): FigureDef => ({
    key: `int:${i.key}`,
    label: `${i.label} → next frame`,
    unit: 'ms',
    digits: 1,
  })),
];

export type Cell = Stat | null;

/** What one table of the report measures: a page, on a device, at a CPU rate. */
export interface Condition {
  device: Device;
  throttle: number;
  variant: Variant;
}

export function conditionLabel(c: Condition): string {
  const page = c.variant === 'standard' ? '1,000-row page' : '10,000-row stress page';
  const cpu = c.throttle === 1 ? 'unthrottled' : `${c.throttle}× CPU`;
  return `${page}, ${DEVICES[c.device].label}, ${cpu}`;
}

export const sameCondition = (a: Condition, b: Condition) =>
  a.device === b.device && a.throttle === b.throttle && a.variant === b.variant;

/** A run measured in the condition (a run written before the phone condition is the desktop's). */
const ranIn = (r: RunResult, c: Condition) =>
  sameCondition({ device: r.device ?? 'desktop', throttle: r.throttle, variant: r.variant }, c);

export interface ConditionResult extends Condition {
  /** stack → figure key → stat. */
  figures: Record<string, Record<string, Cell>>;
  /** stack → notes (widgets not enhanced, errors, interactions without effect). */
  notes: Record<string, string[]>;
  runs: Record<string, number>;
  failedRuns: Record<string, number>;
  /** stack → widget groups some run did not fully enhance (the figures then undercount). */
  incomplete: Record<string, string[]>;
  /**
   * stack → interaction (timed to the frame that shows its effect) → the runs whose first frame
   * after the click did not show it: how many, of how many timed, and the most frames waited.
   */
  laterFrames?: Record<string, Partial<Record<InteractionKey, LaterFrames>>>;
}

export interface LaterFrames {
  runs: number;
  of: number;
  max: number;
}

function figureValue(run: RunResult, key: string): number | null | undefined {
  if (key.startsWith('int:')) return run.interactions[key.slice(4) as InteractionKey]?.latency;
  if (key === 'heap' || key === 'heapGc') {
    const v = run.figures[key];
    return typeof v === 'number' ? v / 1_048_576 : v;
  }
  return run.figures[key];
}

export function aggregate(
  runs: RunResult[],
  stacks: Stack[],
  condition: Condition,
): ConditionResult {
  const figures: ConditionResult['figures'] = {};
  const notes: ConditionResult['notes'] = {};
  const counts: Record<string, number> = {};
  const incomplete: Record<string, string[]> = {};
  const failed: Record<string, number> = {};
  const later: NonNullable<ConditionResult['laterFrames']> = {};
  for (const stack of stacks) {
    const mine = runs.filter((r) => r.stack === stack.id && ranIn(r, condition));
    const good = mine.filter((r) => r.status === 'done');
    counts[stack.id] = mine.length;
    failed[stack.id] = mine.length - good.length;
    const f: Record<string, Cell> = {};
    for (const def of FIGURES) f[def.key] = stat(good.map((r) => figureValue(r, def.key)));
    figures[stack.id] = f;
    const n = new Set<string>();
    const partial = new Set<string>();
    for (const r of mine) {
      for (const [key, g] of Object.entries(r.groups)) if (g.missing || g.failed) partial.add(key);
      if (r.status !== 'done') n.add(`run ${r.status}: ${r.errors.slice(0, 2).join(' | ')}`);
      for (const e of r.errors) n.add(`error: ${e}`);
      for (const [key, g] of Object.entries(r.groups)) {
        if (g.missing || g.failed)
          n.add(
            `${key}: ${g.enhanced}/${g.expected} enhanced` +
              (g.failed ? `, ${g.failed} failed` : '') +
              (g.missing ? `, ${g.missing} not enhanced` : '') +
              (g.note ? ` (${g.note})` : ''),
          );
        else if (g.note) n.add(`${key}: ${g.note}`);
      }
      for (const [key, i] of Object.entries(r.interactions))
        if (i && i.latency === null) n.add(`${key}: not measured, ${i.note ?? 'no effect'}`);
      // Trellis's goal is CLS 0: where a shift came from (legacy's carousels shift every load).
      if (stack.kind === 'trellis')
        for (const shift of r.shifts ?? [])
          n.add(
            `layout shift ${shift.value.toFixed(4)} at ${Math.round(shift.start)} ms: ${shift.sources.join('; ') || 'no source'}`,
          );
    }
    notes[stack.id] = [...n];
    incomplete[stack.id] = [...partial];
    const mineLater: Partial<Record<InteractionKey, LaterFrames>> = {};
    for (const i of INTERACTIONS) {
      const frames = good
        .map((r) => r.interactions[i.key])
        .filter((x) => x && x.latency !== null && typeof x.frames === 'number')
        .map((x) => x!.frames!);
      const past = frames.filter((f) => f > 0);
      if (past.length)
        mineLater[i.key] = { runs: past.length, of: frames.length, max: Math.max(...past) };
    }
    later[stack.id] = mineLater;
  }
  // Over the floor, paired by round: each run minus the no-JS run of the same round, so the
  // machine's drift over the run cancels out.
  const floorRuns = runs.filter(
    (r) => r.stack === 'nojs' && ranIn(r, condition) && r.status === 'done',
  );
  for (const stack of stacks) {
    const diffs = runs
      .filter((r) => r.stack === stack.id && ranIn(r, condition) && r.status === 'done')
      .map((r) => {
        const floor = floorRuns.find((f) => f.round === r.round);
        const a = r.figures['task'];
        const b = floor?.figures['task'];
        return typeof a === 'number' && typeof b === 'number' ? a - b : null;
      });
    figures[stack.id]!['taskOverFloor'] = stat(diffs);
  }
  return {
    ...condition,
    figures,
    notes,
    runs: counts,
    failedRuns: failed,
    incomplete,
    laterFrames: later,
  };
}

/**
 * The footnote to the interaction rows: which interactions are timed to the frame that shows
 * their effect, and where that was not the first frame after the click.
 */
export function laterFramesNote(conditions: ConditionResult[], stacks: Stack[]): string[] {
  const followed = INTERACTIONS.filter((i) => i.effectInFrame);
  if (!followed.length) return [];
  const lines: string[] = [];
  for (const c of conditions)
    for (const s of stacks)
      for (const i of followed) {
        const l = c.laterFrames?.[s.id]?.[i.key];
        if (!l) continue;
        const frames = l.max === 1 ? '1 frame' : `up to ${l.max} frames`;
        lines.push(
          `- ${i.label} (${s.short}, ${shortCondition(c)}): ${l.runs} of ${l.of} runs, ${frames} later`,
        );
      }
  const which = followed.map((i) => i.label).join('; ');
  return [
    '### Interactions timed past their first frame',
    '',
    `Timed to the first frame that shows the effect (${which}): ` +
      (lines.length
        ? 'where that was not the first frame after the click, the runs, and how many frames after the first one it came.'
        : 'in every run it was the first frame after the click.'),
    ...(lines.length ? ['', ...lines] : []),
  ];
}

/* ------------------------------------------------------------------------------------------- */

const LEGACY: StackId[] = ['legacy-dt1', 'legacy-dt2'];
const TRELLIS: StackId[] = ['trellis', 'trellis-react', 'trellis-base'];

/** The better (lower) legacy median of a figure, and which column it came from. */
function bestLegacy(c: ConditionResult, key: string): { value: number; stack: StackId } | null {
  let best: { value: number; stack: StackId } | null = null;
  for (const id of LEGACY) {
    const s = c.figures[id]?.[key];
    if (s && (!best || s.median < best.value)) best = { value: s.median, stack: id };
  }
  return best;
}

export interface Goal {
  id: string;
  text: string;
  /** stack → met / not met / unknown, with the figures behind it. */
  results: Record<string, { met: boolean | null; detail: string }>;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function shortCondition(c: Condition): string {
  const page = c.variant === 'standard' ? '1k' : '10k';
  return `${c.device} ${c.throttle}× ${page}`;
}

export interface InteractionRatios {
  condition: Condition;
  stack: StackId;
  /** The plain-text click's ratio: what any interaction costs before a handler runs. */
  floor: number | null;
  /** Interaction → Trellis median ÷ the better legacy median (null: not measured). */
  ratios: Partial<Record<InteractionKey, number | null>>;
  /** The median of the measured ratios. */
  median: number | null;
}

/** One row of ratios for a condition: `of` gives an interaction's ratio, or null. */
function ratioRow(
  c: ConditionResult,
  stack: StackId,
  of: (key: string) => number | null,
): InteractionRatios {
  const ratios: InteractionRatios['ratios'] = {};
  for (const i of interactionsOn(c.device)) if (!i.reference) ratios[i.key] = of(i.key);
  const measured = Object.values(ratios).filter((v): v is number => v !== null);
  return {
    condition: { device: c.device, throttle: c.throttle, variant: c.variant },
    stack,
    floor: of('plainClick'),
    ratios,
    median: stat(measured)?.median ?? null,
  };
}

/** Every interaction's ratio against the better legacy line, per condition and Trellis stack. */
export function interactionRatios(conditions: ConditionResult[]): InteractionRatios[] {
  return conditions.flatMap((c) =>
    TRELLIS.filter((id) => c.figures[id]).map((id) =>
      ratioRow(c, id, (key) => {
        const mine = c.figures[id]?.[`int:${key}`]?.median;
        const legacy = bestLegacy(c, `int:${key}`);
        return mine === undefined || !legacy || legacy.value <= 0 ? null : mine / legacy.value;
      }),
    ),
  );
}

/**
 * The second legacy line ÷ the first, per condition: both run the same carousel, FAQ, header
 * and modal code (only DataTables differs), so for those interactions it is how far two runs of
 * one stack's work land apart. A reference for reading the Trellis ratios, not a goal.
 */
export function legacySpread(conditions: ConditionResult[]): InteractionRatios[] {
  return conditions.flatMap((c) => {
    const [first, second] = LEGACY.map((id) => c.figures[id]);
    if (!first || !second) return [];
    return [
      ratioRow(c, LEGACY[1]!, (key) => {
        const a = first[`int:${key}`]?.median;
        const b = second[`int:${key}`]?.median;
        return a === undefined || b === undefined || a <= 0 ? null : b / a;
      }),
    ];
  });
}

export function evaluateGoals(
  conditions: ConditionResult[],
  bytes: Record<string, StackBytes>,
): Goal[] {
  const find = (variant: Variant, throttle: number) =>
    conditions.find(
      (c) => c.variant === variant && c.throttle === throttle && c.device === 'desktop',
    );
  const std = find('standard', 1);
  const stress = find('stress', 1);
  const goals: Goal[] = [];
  // A stack that left widgets unenhanced did less work: its figures cannot meet a goal.
  const gaps = (id: StackId) => [...new Set(conditions.flatMap((c) => c.incomplete[id] ?? []))];
  const each = (fn: (id: StackId) => { met: boolean | null; detail: string }) =>
    Object.fromEntries(
      TRELLIS.map((id) => {
        const r = fn(id);
        const missing = gaps(id);
        if (missing.length && r.met)
          return [
            id,
            { met: false, detail: `incomplete (not enhanced: ${missing.join(', ')}); ${r.detail}` },
          ];
        return [id, r];
      }),
    );
  const median = (c: ConditionResult | undefined, id: string, key: string) =>
    c?.figures[id]?.[key]?.median;

  const legacyJs = Math.min(...LEGACY.map((id) => bytes[id]?.js.gzip ?? Infinity));
  goals.push({
    id: 'js-bytes',
    text: 'JS bytes on the page ≤ 1/3 of legacy (gzip; the default build: the React 19 build carries react-dom)',
    results: each((id) => {
      const mine = bytes[id]?.js.gzip;
      if (mine === undefined || !Number.isFinite(legacyJs))
        return { met: null, detail: 'not measured' };
      const detail = `${fmt(mine / 1024, 1)} KB vs ${fmt(legacyJs / 1024, 1)} KB = ${fmt(mine / legacyJs, 3)}`;
      if (id !== 'trellis') return { met: null, detail: `not a goal: ${detail}` };
      return { met: mine <= legacyJs / 3, detail };
    }),
  });
  goals.push({
    id: 'main-thread',
    text: 'Main-thread time over the no-JS floor (TaskDuration − floor) ≤ 1/5 of legacy’s',
    results: each((id) => {
      const mine = median(std, id, 'taskOverFloor');
      const legacy = std && bestLegacy(std, 'taskOverFloor');
      if (mine === undefined || !legacy) return { met: null, detail: 'not measured' };
      return {
        met: mine <= legacy.value / 5,
        detail: `${fmt(mine)} ms vs ${fmt(legacy.value)} ms (${legacy.stack}) = ${fmt(mine / legacy.value, 3)}`,
      };
    }),
  });
  goals.push({
    id: 'tbt',
    text: 'TBT ≤ 50 ms unthrottled, and no long task during enhancement',
    results: each((id) => {
      const tbt = median(std, id, 'tbt');
      const lt = median(std, id, 'enhancementLongTasks');
      if (tbt === undefined || lt === undefined) return { met: null, detail: 'not measured' };
      return {
        met: tbt <= 50 && lt === 0,
        detail: `TBT ${fmt(tbt)} ms, ${fmt(lt, lt % 1 ? 1 : 0)} long task(s) during enhancement (median)`,
      };
    }),
  });
  goals.push({
    id: 'cls',
    text: 'CLS 0',
    results: each((id) => {
      const cls = std?.figures[id]?.['cls'];
      if (!cls) return { met: null, detail: 'not measured' };
      return {
        met: cls.max < 0.0005,
        detail: `median ${fmt(cls.median, 3)}, max ${fmt(cls.max, 3)}`,
      };
    }),
  });
  goals.push({
    id: 'stress-table',
    text: '10,000 rows: table enhancement ≤ 1/4 of the faster DataTables line',
    results: each((id) => {
      const mine = median(stress, id, 'tableEnhance');
      const legacy = stress && bestLegacy(stress, 'tableEnhance');
      if (mine === undefined || !legacy) return { met: null, detail: 'not measured' };
      return {
        met: mine <= legacy.value / 4,
        detail: `${fmt(mine)} ms vs ${fmt(legacy.value)} ms (${legacy.stack}) = ${fmt(mine / legacy.value, 3)}`,
      };
    }),
  });
  goals.push({
    id: 'stress-tbt',
    text: '10,000 rows: TBT ≤ 100 ms unthrottled',
    results: each((id) => {
      const tbt = median(stress, id, 'tbt');
      if (tbt === undefined) return { met: null, detail: 'not measured' };
      return { met: tbt <= 100, detail: `${fmt(tbt)} ms` };
    }),
  });
  goals.push({
    id: 'stress-sort',
    text: '10,000 rows: table sort → next frame ≤ 50 ms',
    results: each((id) => {
      const v = median(stress, id, 'int:tableSort');
      if (v === undefined) return { met: null, detail: 'not measured' };
      return { met: v <= 50, detail: `${fmt(v, 1)} ms` };
    }),
  });
  const ratios = interactionRatios(conditions);
  goals.push({
    id: 'interactions',
    text: 'In every condition, every measured interaction reaches its next frame no later than legacy’s (ratio ≤ 1.0)',
    results: each((id) => {
      const mine = ratios.filter((r) => r.stack === id);
      if (!mine.length) return { met: null, detail: 'not measured' };
      const over: string[] = [];
      let missing = 0;
      let count = 0;
      for (const r of mine)
        for (const [key, v] of Object.entries(r.ratios)) {
          if (v === null) missing++;
          else if (v > 1) over.push(`${key} ${fmt(v, 2)} (${shortCondition(r.condition)})`);
          count++;
        }
      const met = over.length ? false : missing ? null : true;
      return {
        met,
        detail: over.length
          ? `${over.length} of ${count} over: ${over.join(', ')}`
          : `${count - missing} of ${count} at or under 1.0` +
            (missing ? `, ${missing} not measured` : ''),
      };
    }),
  });
  const throttled = conditions.filter((c) => c.throttle > 1);
  goals.push({
    id: 'interactions-throttled',
    text: 'At 4× CPU, the median of the interaction ratios ≤ 0.6 in every condition',
    results: each((id) => {
      const mine = ratios.filter((r) => r.stack === id && r.condition.throttle > 1);
      if (!mine.length) return { met: null, detail: 'not measured' };
      const medians = mine.map((r) => ({ r, m: r.median }));
      const met = medians.some((x) => x.m === null) ? null : medians.every((x) => x.m! <= 0.6);
      return {
        met,
        detail: medians
          .map((x) => `${shortCondition(x.r.condition)} ${x.m === null ? '—' : fmt(x.m, 2)}`)
          .join(', '),
      };
    }),
  });
  goals.push({
    id: 'tbt-throttled',
    text: 'At 4× CPU: TBT from enhancement ≤ 50 ms (1,000 rows) and ≤ 100 ms (10,000 rows); no long task over 100 ms from enhancement',
    results: each((id) => {
      if (!throttled.length) return { met: null, detail: 'not measured' };
      let met: boolean | null = true;
      const parts: string[] = [];
      for (const c of throttled) {
        const tbt = median(c, id, 'tbt');
        const longest = median(c, id, 'enhancementLongestTask');
        if (tbt === undefined || longest === undefined) {
          met = null;
          continue;
        }
        const limit = c.variant === 'standard' ? 50 : 100;
        if ((tbt > limit || longest > 100) && met !== null) met = false;
        parts.push(`${shortCondition(c)}: TBT ${fmt(tbt)} ms, longest ${fmt(longest)} ms`);
      }
      return { met, detail: parts.join('; ') };
    }),
  });
  return goals;
}

/* ------------------------------------------------------------------------------------------- */

function cell(s: Cell, def: FigureDef): string {
  if (!s) return '—';
  const d = def.digits;
  if (s.n === 1 || s.min === s.max) return fmt(s.median, d);
  return `${fmt(s.median, d)} (${fmt(s.min, d)}–${fmt(s.max, d)})`;
}

function ratio(c: ConditionResult, id: string, key: string, digits = 2): string {
  const mine = c.figures[id]?.[key]?.median;
  const legacy = bestLegacy(c, key);
  if (mine === undefined || !legacy || legacy.value <= 0) return '—';
  return fmt(mine / legacy.value, digits);
}

/**
 * One row per condition and Trellis stack: each interaction's ratio against the better legacy
 * line, the plain click's ratio (the floor) beside them, and their median.
 */
export function ratioTable(
  rows: InteractionRatios[],
  stacks: Stack[],
  reference: InteractionRatios[] = [],
): string[] {
  if (!rows.length) return [];
  const keys = INTERACTIONS.filter((i) => !i.reference).filter((i) =>
    rows.some((r) => i.key in r.ratios),
  );
  const out = [
    '### Interactions: Trellis ÷ the better legacy line (next frame, medians; goal ≤ 1.00)',
    '',
    `| condition | stack | plain click (floor) | ${keys.map((i) => i.label).join(' | ')} | median |`,
    `|---|---|---:|${keys.map(() => '---:').join('|')}|---:|`,
  ];
  const show = (v: number | null | undefined, goal = 1) =>
    v === null || v === undefined ? '—' : v > goal ? `**${fmt(v, 2)}**` : fmt(v, 2);
  const line = (r: InteractionRatios, name: string, bold: boolean) => {
    const mark = (v: number | null | undefined, goal = 1) => show(v, bold ? goal : Infinity);
    const cells = keys.map((i) => (i.key in r.ratios ? mark(r.ratios[i.key]) : ''));
    const goal = r.condition.throttle > 1 ? 0.6 : 1;
    return `| ${shortCondition(r.condition)} | ${name} | ${show(r.floor, Infinity)} | ${cells.join(' | ')} | ${mark(r.median, goal)} |`;
  };
  const same = (a: Condition, b: Condition) =>
    a.device === b.device && a.throttle === b.throttle && a.variant === b.variant;
  rows.forEach((r, i) => {
    out.push(line(r, stacks.find((s) => s.id === r.stack)?.short ?? r.stack, true));
    const next = rows[i + 1];
    if (next && same(next.condition, r.condition)) return;
    const spread = reference.find((x) => same(x.condition, r.condition));
    if (spread) out.push(line(spread, 'legacy DT2 ÷ DT1 (reference)', false));
  });
  out.push('');
  out.push(
    'Bold: over the goal (an interaction over 1.00; at 4× CPU, a median over 0.60). Empty: not measured on that device.',
  );
  if (reference.length)
    out.push(
      'Reference rows: the DataTables 2 line ÷ the 1.13 line. They differ in the table only, so beside the sort each is the same work measured twice: how far apart two runs of one stack land.',
    );
  return out;
}

export interface ReportInput {
  meta: Record<string, unknown>;
  stacks: Stack[];
  bytes: Record<string, StackBytes>;
  conditions: ConditionResult[];
  goals: Goal[];
  profile?: string;
}

const unitLabel = (def: FigureDef) =>
  def.unit === 'count' || def.unit === '' ? def.label : `${def.label} (${def.unit})`;

export function markdown(input: ReportInput): string {
  const { stacks, bytes, conditions, goals } = input;
  const trellisIds = stacks.filter((s) => s.kind === 'trellis').map((s) => s.id);
  const header = (extra: string[]) =>
    `| figure | ${stacks.map((s) => s.short).join(' | ')} | ${extra.join(' | ')} |\n|---|${stacks.map(() => '---:').join('|')}|${extra.map(() => '---:').join('|')}|`;
  const ratioCols = trellisIds.map((id) => `${stacks.find((s) => s.id === id)!.short} / legacy`);
  const out: string[] = [];
  const m = input.meta;
  out.push(
    `Measured ${String(m.date)} on ${String(m.machine)}; ${String(m.chromium)}; ${String(m.runs)} interleaved runs per stack and condition (stack order rotated per round), fresh browser context per run. Cells: median (min–max). Ratios: Trellis median ÷ the better of the two legacy medians in the same run.${m.base ? ` Trellis base: the build of ${String(m.base)}, against ${String(m.commit)}.` : ''}`,
  );
  out.push('');
  out.push('### Bytes on the page (the files each stack loads; gzip -9 / brotli q11 per file)');
  out.push('');
  out.push(header(ratioCols));
  const legacyBest = (kind: 'js' | 'css', enc: 'gzip' | 'brotli') =>
    Math.min(...LEGACY.map((id) => bytes[id]?.[kind][enc] ?? Infinity));
  for (const kind of ['js', 'css'] as const)
    for (const enc of ['gzip', 'brotli'] as const) {
      const row = stacks.map((s) => {
        const b = bytes[s.id]?.[kind][enc];
        return b === undefined ? '—' : `${fmt(b / 1024, 1)} KB`;
      });
      const lb = legacyBest(kind, enc);
      const ratios = trellisIds.map((id) => {
        const b = bytes[id]?.[kind][enc];
        return b === undefined || !Number.isFinite(lb) || lb === 0 ? '—' : fmt(b / lb, 3);
      });
      out.push(`| ${kind.toUpperCase()} ${enc} | ${row.join(' | ')} | ${ratios.join(' | ')} |`);
    }
  out.push(
    `| files (JS + CSS) | ${stacks.map((s) => (bytes[s.id] ? `${bytes[s.id]!.js.files.length} + ${bytes[s.id]!.css.files.length}` : '—')).join(' | ')} | ${trellisIds.map(() => '').join(' | ')} |`,
  );
  for (const id of trellisIds) {
    const b = bytes[id];
    if (!b) continue;
    out.push('');
    out.push(
      `${stacks.find((s) => s.id === id)!.short} JS files: ${b.js.files.map((f) => `${f.url.replace(/^.*\//, '')} ${fmt(f.gzip / 1024, 1)} KB`).join(', ')} (gzip).`,
    );
  }
  for (const c of conditions) {
    out.push('');
    out.push(`### ${conditionLabel(c)}`);
    out.push('');
    out.push(header(ratioCols));
    for (const def of FIGURES) {
      const row = stacks.map((s) => cell(c.figures[s.id]?.[def.key] ?? null, def));
      if (row.every((x) => x === '—')) continue;
      const ratios = trellisIds.map((id) => ratio(c, id, def.key));
      out.push(`| ${unitLabel(def)} | ${row.join(' | ')} | ${ratios.join(' | ')} |`);
    }
    const failed = stacks.filter((s) => c.failedRuns[s.id]);
    if (failed.length)
      out.push(
        `\nFailed runs (excluded): ${failed.map((s) => `${s.short} ${c.failedRuns[s.id]}/${c.runs[s.id]}`).join(', ')}.`,
      );
  }
  out.push('');
  out.push('### Goals');
  out.push('');
  out.push(
    `| goal | ${trellisIds.map((id) => stacks.find((s) => s.id === id)!.short).join(' | ')} |`,
  );
  out.push(`|---|${trellisIds.map(() => '---').join('|')}|`);
  for (const g of goals) {
    const cells = trellisIds.map((id) => {
      const r = g.results[id];
      if (!r) return '—';
      const mark =
        r.met === null
          ? r.detail.startsWith('not a goal')
            ? 'n/a'
            : '? not measured'
          : r.met
            ? '**met**'
            : '**not met**';
      return `${mark}: ${r.detail}`;
    });
    out.push(`| ${g.text} | ${cells.join(' | ')} |`);
  }
  out.push('');
  out.push(...ratioTable(interactionRatios(conditions), stacks, legacySpread(conditions)));
  const later = laterFramesNote(conditions, stacks);
  if (later.length) out.push('', ...later);
  const noteLines: string[] = [];
  for (const c of conditions)
    for (const s of stacks) {
      const n = c.notes[s.id] ?? [];
      if (n.length)
        noteLines.push(`- ${s.short}, ${shortCondition(c)}: ${n.slice(0, 12).join('; ')}`);
    }
  if (noteLines.length) {
    out.push('');
    out.push(
      '### What a stack could not enhance, errors, interactions without effect, layout shifts',
    );
    out.push('');
    out.push(...noteLines);
  }
  if (input.profile) {
    out.push('');
    out.push(input.profile);
  }
  return out.join('\n') + '\n';
}
