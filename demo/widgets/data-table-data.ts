/**
 * Deterministic demo rows for the table pages (fictional data): the same seed gives the same
 * rows on every run, so tests can name what they expect.
 */
import { seeded } from '../fixtures/random.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Sep 09, 2019", as the IR platform prints dates. */
export function usDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${MONTHS[date.getUTCMonth()]} ${day}, ${date.getUTCFullYear()}`;
}

const FORMS: [form: string, group: string, description: string][] = [
  ['10-K', 'Annual Filings', 'Annual report'],
  ['10-Q', 'Quarterly Filings', 'Quarterly report'],
  ['8-K', 'Current Reports', 'Current report'],
  ['4', 'Section 16', 'Statement of changes in beneficial ownership'],
  ['S-8', 'Registration Statements', 'Securities offered to employees'],
  ['DEF 14A', 'Proxy Filings', 'Definitive proxy statement'],
  ['SC 13G/A', 'Other', 'Beneficial ownership report, amended'],
  ['11-K', 'Annual Filings', 'Annual report of employee stock plans'],
  ['424B2', 'Registration Statements', 'Prospectus'],
  ['3', 'Section 16', 'Initial statement of beneficial ownership'],
];

export interface Filing {
  date: string;
  form: string;
  description: string;
  group: string;
  pages: number;
  sizeKb: string;
}

/** SEC filings, newest first, starting from 2026-11-20 and walking back. */
export function filings(count: number, seed = 7): Filing[] {
  const next = seeded(seed);
  const out: Filing[] = [];
  let time = Date.UTC(2026, 10, 20);
  for (let i = 0; i < count; i++) {
    const [form, group, description] = FORMS[Math.floor(next() * FORMS.length)]!;
    out.push({
      date: usDate(new Date(time)),
      form,
      description: `${description} #${count - i}`,
      group,
      pages: 1 + Math.floor(next() * 240),
      sizeKb: (12 + Math.floor(next() * 9000)).toLocaleString('en-US'),
    });
    time -= Math.floor(next() * 3) * 86_400_000;
  }
  return out;
}
