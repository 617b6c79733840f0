import { describe, expect, it, beforeEach } from 'vitest';
import fc from 'fast-check';
import { storage } from '../../src/runtime/storage';
import {
  STATE_SECONDS,
  clampStart,
  declaredOrder,
  countFormat,
  filterRows,
  IDLE_ROOM_MAX,
  idleSteps,
  type IdleHost,
  narrows,
  pageButtons,
  searchWords,
  stateKey,
  validState,
} from './logic';
import { descending, detectType, orderColumn, parseDate, parseNumber } from './logic-order';
import { parse } from './parse';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

describe('sort keys', () => {
  it('reads formatted numbers and refuses text that only contains digits', () => {
    expect(parseNumber('$1,234.50')).toBe(1234.5);
    expect(parseNumber('-12%')).toBe(-12);
    expect(parseNumber('\u22123')).toBe(-3);
    expect(parseNumber('12,345,678')).toBe(12345678);
    expect(parseNumber(' 7 ')).toBe(7);
    expect(parseNumber('10-K')).toBeNaN();
    expect(parseNumber('1,2345')).toBeNaN();
    expect(parseNumber('')).toBeNaN();
  });

  it('reads the date shapes the CMS prints and nothing looser', () => {
    const sep9 = Date.UTC(2019, 8, 9);
    expect(parseDate('Sep 09, 2019')).toBe(sep9);
    expect(parseDate('September 9 2019')).toBe(sep9);
    expect(parseDate('9 Sep 2019')).toBe(sep9);
    expect(parseDate('2019-09-09')).toBe(sep9);
    expect(parseDate('09/09/2019')).toBe(sep9);
    expect(parseDate('2019-09-09T10:30:00Z')).toBe(Date.UTC(2019, 8, 9, 10, 30));
    expect(parseDate('Form 10-K')).toBeNaN();
    expect(parseDate('Q3 2025')).toBeNaN();
    expect(parseDate('2019-13-01')).toBeNaN();
    expect(parseDate('2019-09-09 junk')).toBeNaN();
  });

  it('reads a time after a date: 12-hour with AM/PM and a zone, or 24-hour', () => {
    expect(parseDate('Nov 20, 2026 4:00 PM ET')).toBe(Date.UTC(2026, 10, 20, 16));
    expect(parseDate('Nov 20, 2026, 9:30 a.m.')).toBe(Date.UTC(2026, 10, 20, 9, 30));
    expect(parseDate('Nov 20, 2026 12:15 AM')).toBe(Date.UTC(2026, 10, 20, 0, 15));
    expect(parseDate('20 Nov 2026 16:05:30')).toBe(Date.UTC(2026, 10, 20, 16, 5, 30));
    expect(parseDate('11/20/2026 4:00 pm')).toBe(Date.UTC(2026, 10, 20, 16));
    expect(parseDate('Nov 20, 2026 13:00 PM')).toBeNaN();
    expect(parseDate('Nov 20, 2026 25:00')).toBeNaN();
    // So a column of them sorts by time, not as text (Dec before Nov).
    const order = orderColumn(
      ['Dec 1, 2026 9:00 AM', 'Nov 20, 2026 4:00 PM', 'Nov 20, 2026 9:30 AM'],
      collator,
    );
    expect(order.type).toBe('date');
    expect([...order.asc]).toEqual([2, 1, 0]);
  });

  it('reads plain YYYY-MM-DD dates exactly as their longer ISO forms, bad ones as nothing', () => {
    for (const date of ['2019-09-09', '2000-01-01', '1999-12-31', '2024-02-29', '0099-05-05'])
      expect(parseDate(` ${date} `)).toBe(parseDate(`${date}T00:00:00Z`));
    for (const bad of [
      '2019-00-10',
      '2019-12-32',
      '2019-09-00',
      '2019-9-090',
      '20a9-09-09',
      '2019-0x-09',
    ])
      expect(parseDate(bad)).toBeNaN();
  });

  it('writes counts as Intl does, grouping English by hand and other locales through Intl', () => {
    const counts = [0, 7, 10, 999, 1000, 12345, 100000, 1234567, 10000000];
    for (const lang of ['en', 'en-US', 'en-GB', 'de', 'fr', 'en-IN', 'hi', 'ar-EG']) {
      const format = countFormat(lang);
      const intl = new Intl.NumberFormat(lang);
      expect(counts.map(format), lang).toEqual(counts.map((n) => intl.format(n)));
    }
  });

  it('types a column as number or date only when every non-empty value is one', () => {
    expect(detectType(['1', '', '$3.50'])).toBe('number');
    expect(detectType(['Jan 1, 2020', '', '2021-02-03'])).toBe('date');
    expect(detectType(['1', 'Jan 1, 2020'])).toBe('text');
    expect(detectType(['', ''])).toBe('text');
  });

  it('takes a placeholder (-, –, —, N/A) for an empty cell: the column keeps its type', () => {
    expect(detectType(['-0.50%', '-', '1.25%', 'N/A', '—'])).toBe('number');
    const order = orderColumn(['-0.50%', '-2.10%', '1.25%', '-'], collator);
    expect(order.type).toBe('number');
    expect([...order.asc]).toEqual([3, 1, 0, 2]);
    expect(detectType(['2025-01-31', 'n/a'])).toBe('date');
    expect(detectType(['-', 'Form 10-K'])).toBe('text');
  });

  it('orders numbers numerically, empty cells first, ties in server order', () => {
    const order = orderColumn(['10', '9', '', '9', '100'], collator);
    expect(order.type).toBe('number');
    expect([...order.asc]).toEqual([2, 1, 3, 0, 4]);
    expect([...descending(order)]).toEqual([4, 0, 1, 3, 2]);
  });

  it('orders text with the collator: case, accents and embedded numbers', () => {
    const values = ['report 10', 'Report 9', 'éclair', 'eclair', 'apple'];
    const order = orderColumn(values, collator);
    expect([...order.asc].map((i) => values[i])).toEqual([
      'apple',
      'éclair',
      'eclair',
      'Report 9',
      'report 10',
    ]);
    // Equal under the collator: descending keeps their server order too.
    expect([...descending(order)].map((i) => values[i])).toEqual([
      'report 10',
      'Report 9',
      'éclair',
      'eclair',
      'apple',
    ]);
  });

  it('keeps ties stable in both directions for any input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 60 }), (numbers) => {
        const values = numbers.map(String);
        const order = orderColumn(values, collator, 'number');
        const expected = numbers.map((n, i) => [n, i] as const);
        const asc = [...expected].sort((a, b) => a[0] - b[0] || a[1] - b[1]).map((x) => x[1]);
        const desc = [...expected].sort((a, b) => b[0] - a[0] || a[1] - b[1]).map((x) => x[1]);
        expect([...order.asc]).toEqual(asc);
        expect([...descending(order)]).toEqual(desc);
      }),
    );
  });
});

describe('search', () => {
  it('splits words and keeps quoted phrases together', () => {
    expect(searchWords('  Annual  "Report #9" 2019 ')).toEqual(['annual', 'report #9', '2019']);
    expect(searchWords('')).toEqual([]);
  });

  it('keeps the rows that hold every word, in the given order', () => {
    const hay = ['annual report\n2019', 'quarterly report\n2020', 'annual proxy\n2020'];
    const order = new Uint32Array([2, 1, 0]);
    expect([...filterRows(order, hay, ['annual'])]).toEqual([2, 0]);
    expect([...filterRows(order, hay, ['report', '2020'])]).toEqual([1]);
    expect(filterRows(order, hay, [])).toBe(order);
  });

  it('filters the last result when the new words narrow it, with the same rows as a full scan', () => {
    expect(narrows(['ann'], ['annual'])).toBe(true);
    expect(narrows(['annual'], ['annual', '2020'])).toBe(true);
    expect(narrows(['annual', '2020'], ['annual'])).toBe(false); // a word taken away widens
    expect(narrows(['annua'], ['anual'])).toBe(false); // a correction
    expect(narrows([], ['a'])).toBe(false);
    const text = fc.stringMatching(/^[ab ]{0,12}$/);
    const words = fc.array(fc.stringMatching(/^[ab]{1,3}$/), { maxLength: 3 });
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 30 }), words, words, (hay, a, b) => {
        const order = Uint32Array.from(hay.keys()).reverse();
        const full = [...filterRows(order, hay, b)];
        if (!narrows(a, b)) return true;
        return (
          JSON.stringify([...filterRows(filterRows(order, hay, a), hay, b)]) ===
          JSON.stringify(full)
        );
      }),
    );
  });
});

describe('simple-numbers paging', () => {
  it('follows DataTables for a long table', () => {
    expect(pageButtons(0, 100)).toEqual([0, 1, 2, 3, 4, 'ellipsis', 99]);
    expect(pageButtons(3, 100)).toEqual([0, 1, 2, 3, 4, 'ellipsis', 99]);
    expect(pageButtons(4, 100)).toEqual([0, 'ellipsis', 3, 4, 5, 'ellipsis', 99]);
    expect(pageButtons(95, 100)).toEqual([0, 'ellipsis', 94, 95, 96, 'ellipsis', 99]);
    expect(pageButtons(96, 100)).toEqual([0, 'ellipsis', 95, 96, 97, 98, 99]);
    expect(pageButtons(2, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageButtons(0, 0)).toEqual([]);
  });

  it('never shows more than 7 entries and always shows first, last and current', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5000 })
          .chain((pages) => fc.tuple(fc.integer({ min: 0, max: pages - 1 }), fc.constant(pages))),
        ([page, pages]) => {
          const slots = pageButtons(page, pages);
          expect(slots.length).toBeLessThanOrEqual(7);
          expect(slots).toContain(0);
          expect(slots).toContain(pages - 1);
          expect(slots).toContain(page);
          const numbers = slots.filter((s): s is number => s !== 'ellipsis');
          // Ascending, no duplicates, and an ellipsis only where pages are skipped.
          expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
          slots.forEach((slot, i) => {
            if (slot !== 'ellipsis') return;
            const before = slots[i - 1] as number;
            const after = slots[i + 1] as number;
            expect(after - before).toBeGreaterThan(1);
          });
        },
      ),
    );
  });

  it('clamps a saved start into the table', () => {
    expect(clampStart(37, 10, 240)).toBe(30);
    expect(clampStart(500, 25, 240)).toBe(225);
    expect(clampStart(10, 10, 0)).toBe(0);
  });
});

describe('saved state', () => {
  const good = { start: 20, length: 25, order: [2, 'desc'], search: 'x', columns: 6 };

  it('uses DataTables’ key: table id and page path', () => {
    expect(stateKey('sec-filings', '/investors/sec-filings')).toBe(
      'DataTables_sec-filings_/investors/sec-filings',
    );
  });

  it('accepts a state that fits the table and refuses one that does not', () => {
    expect(validState(good, 6, 0)).toEqual({
      start: 20,
      length: 25,
      order: [2, 'desc'],
      search: 'x',
    });
    expect(validState({ ...good, columns: 5 }, 6, 0)).toBeUndefined();
    expect(validState({ ...good, length: 30 }, 6, 0)).toBeUndefined();
    expect(validState({ ...good, order: [6, 'asc'] }, 6, 0)).toBeUndefined();
    expect(validState({ ...good, order: [1, 'up'] }, 6, 0)).toBeUndefined();
    expect(validState({ ...good, start: -10 }, 6, 0)).toBeUndefined();
    expect(validState('nonsense', 6, 0)).toBeUndefined();
    expect(validState(null, 6, 0)).toBeUndefined();
  });

  it('reads DataTables’ own format until 7200 s have passed', () => {
    const legacy = {
      time: 1_000_000,
      start: 10,
      length: 10,
      order: [[1, 'asc']],
      search: { search: 'proxy' },
      columns: [{}, {}, {}],
    };
    expect(validState(legacy, 3, 1_000_000 + STATE_SECONDS * 1000)).toMatchObject({
      order: [1, 'asc'],
      search: 'proxy',
    });
    expect(validState(legacy, 3, 1_000_001 + STATE_SECONDS * 1000)).toBeUndefined();
    expect(validState(legacy, 4, 1_000_000)).toBeUndefined();
  });

  describe('through the runtime store with a TTL', () => {
    let now = 0;
    beforeEach(() => {
      localStorage.clear();
      now = Date.UTC(2026, 10, 20);
    });

    it('lives 7200 s and is gone after', () => {
      const store = storage('local', () => now);
      store.set('DataTables_t_/p', good, { ttlSeconds: STATE_SECONDS });
      now += 7199 * 1000;
      expect(validState(store.get('DataTables_t_/p'), 6, now)).toBeDefined();
      now += 2 * 1000;
      expect(store.get('DataTables_t_/p')).toBeUndefined();
      expect(localStorage.getItem('DataTables_t_/p')).toBeNull();
    });
  });
});

/** Idle periods with the room given, one per request, and a clock each step moves on. */
function fakeIdle(rooms: number[]) {
  let clock = 0;
  let next = 1;
  const queued = new Map<number, (deadline: IdleDeadline) => void>();
  const host: IdleHost = {
    request(run) {
      queued.set(next, run);
      return next++;
    },
    cancel: (id) => queued.delete(id),
    now: () => clock,
  };
  return {
    host,
    /** Grants the next idle period to what is waiting; false when nothing was. */
    period(): boolean {
      const [id, run] = [...queued][0] ?? [];
      if (!run) return false;
      queued.delete(id!);
      const room = rooms.shift() ?? 50;
      run({ didTimeout: false, timeRemaining: () => room });
      return true;
    },
    /** Grants periods until nothing waits (at most 20: a step that never finds room fails). */
    drain(): void {
      for (let i = 0; i < 20 && this.period(); i++);
    },
    advance: (ms: number) => (clock += ms),
  };
}

describe('warming up in idle periods', () => {
  it('runs one step per idle period that has room for the first estimate, until the steps are done', () => {
    const idle = fakeIdle([5, 20, 3, 20]);
    const ran: number[] = [];
    idleSteps(
      () => {
        ran.push(ran.length);
        idle.advance(8);
        return ran.length < 2;
      },
      10,
      idle.host,
    );
    idle.drain();
    // The 5 ms and 3 ms periods are passed over; each step got a 20 ms one.
    expect(ran).toEqual([0, 1]);
  });

  it('learns that steps are slower than the estimate and waits for periods with room for them', () => {
    const idle = fakeIdle([20, 20, 30, 45]);
    const rooms: number[] = [];
    const seen: number[] = [];
    let steps = 0;
    const host: IdleHost = {
      ...idle.host,
      request: (run) =>
        idle.host.request((deadline) => {
          rooms.push(deadline.timeRemaining());
          run(deadline);
        }),
    };
    idleSteps(
      () => {
        seen.push(rooms.at(-1)!);
        idle.advance(40); // the estimate said 10
        return ++steps < 2;
      },
      10,
      host,
    );
    idle.drain();
    // The first step ran in a 20 ms period and took 40; the next waited for 45 ms of room.
    expect(seen).toEqual([20, 45]);
  });

  it('gives a step slower than any idle period the longest one instead of waiting for ever', () => {
    const idle = fakeIdle([50, 47, IDLE_ROOM_MAX]);
    let steps = 0;
    idleSteps(
      () => {
        idle.advance(120);
        return ++steps < 2;
      },
      10,
      idle.host,
    );
    idle.drain();
    expect(steps).toBe(2);
  });

  it('stops when cancelled, with no period left waiting', () => {
    const idle = fakeIdle([20, 20, 20]);
    let steps = 0;
    const cancel = idleSteps(() => ++steps < 10, 1, idle.host);
    idle.period();
    cancel();
    expect(idle.period()).toBe(false);
    expect(steps).toBe(1);
  });
});

describe('parse', () => {
  it('finds the table, its header cells and the name state is saved under', () => {
    document.body.innerHTML = `
      <table class="datatable"><thead><tr><th>A</th><th>B</th></tr></thead><tbody></tbody></table>
      <div data-table-id="prices"><table><thead><tr><th>Date</th></tr></thead><tbody></tbody></table></div>
      <table class="datatable" id="named"><thead><tr><th>X</th></tr></thead><tbody></tbody></table>`;
    const [first, wrapper, named] = document.body.querySelectorAll<HTMLElement>(
      'table.datatable:not([data-table-id] *), [data-table-id]',
    );
    expect(parse(first!).stateId).toBe('DataTables_Table_0');
    expect(parse(first!).headers).toHaveLength(2);
    expect(parse(wrapper!).stateId).toBe('prices');
    expect(parse(wrapper!).table.tagName).toBe('TABLE');
    expect(parse(named!).stateId).toBe('named');
  });

  it('maps every column of a grouped header to its own cell (rowspan labels, colspan groups)', () => {
    document.body.innerHTML = `<table class="datatable"><thead>
      <tr><th rowspan="2">Segment</th><th colspan="2">Three months</th><th colspan="2">Nine months</th></tr>
      <tr><th>Q3 2025</th><th>Q3 2026</th><th>9M 2025</th><th>9M 2026</th></tr>
      </thead><tbody></tbody></table>`;
    const { headers } = parse(document.querySelector<HTMLElement>('table')!);
    expect(headers.map((th) => th.textContent)).toEqual([
      'Segment',
      'Q3 2025',
      'Q3 2026',
      '9M 2025',
      '9M 2026',
    ]);
  });

  it('names a group cell for a column that has no cell of its own', () => {
    document.body.innerHTML = `<table class="datatable"><thead>
      <tr><th>Name</th><th colspan="2">Range</th></tr></thead><tbody></tbody></table>`;
    const { headers } = parse(document.querySelector<HTMLElement>('table')!);
    expect(headers.map((th) => th.textContent)).toEqual(['Name', 'Range', 'Range']);
  });

  it('refuses markup without a table or a header row, and accepts a table with no rows', () => {
    document.body.innerHTML = `<table class="datatable"><tbody><tr><td>1</td></tr></tbody></table>
      <table class="datatable"><thead><tr><th>A</th></tr></thead></table>
      <div data-table-id="x"><p>No table</p></div>`;
    const hosts = [...document.body.querySelectorAll<HTMLElement>('table, [data-table-id]')];
    expect(() => parse(hosts[0]!)).toThrow(/thead/);
    expect(parse(hosts[1]!).body).toBeNull();
    expect(() => parse(hosts[2]!)).toThrow(/table/);
  });
});

describe('declared order', () => {
  it("reads DataTables' data-order on the table; anything else leaves the default", () => {
    const sortable = [true, false, true];
    expect(declaredOrder('[[0, "desc"]]', sortable)).toEqual([0, 'desc']);
    expect(declaredOrder('[[2,"asc"],[0,"desc"]]', sortable)).toEqual([2, 'asc']);
    for (const bad of [
      null,
      '',
      'desc',
      '[]',
      '[[1, "desc"]]',
      '[[5, "asc"]]',
      '[[0, "down"]]',
      '[["0", "asc"]]',
    ])
      expect(declaredOrder(bad, sortable), String(bad)).toBeUndefined();
  });
});
