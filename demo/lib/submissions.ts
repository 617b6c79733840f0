/**
 * Accepted form submissions, kept as JSON lines in the demo's data folder
 * (`DEMO_DATA_DIR`, default `demo/data`), one file per form, so nothing a visitor sent is lost
 * and editors can read them at /admin/submissions.
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Submission {
  form: string;
  id: string;
  received: string;
  values: Record<string, string | string[]>;
}

export function dataDir(): string {
  return process.env.DEMO_DATA_DIR ?? 'demo/data';
}

const fileOf = (form: string) =>
  join(dataDir(), `submissions-${form.replace(/[^a-z0-9-]/gi, '')}.jsonl`);

let counter = 0;

/** Appends one submission synchronously: when this returns, it is on disk. */
export function storeSubmission(form: string, values: Submission['values']): Submission {
  mkdirSync(dataDir(), { recursive: true });
  const received = new Date().toISOString();
  const submission: Submission = {
    form,
    id: `${Date.now().toString(36)}-${(++counter).toString(36)}`,
    received,
    values,
  };
  appendFileSync(fileOf(form), `${JSON.stringify(submission)}\n`, 'utf8');
  return submission;
}

/** Every stored submission, newest first; unreadable lines are skipped, not fatal. */
export function readSubmissions(): Submission[] {
  const dir = dataDir();
  if (!existsSync(dir)) return [];
  const all: Submission[] = [];
  for (const file of readdirSync(dir)) {
    if (!/^submissions-.*\.jsonl$/.test(file)) continue;
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        all.push(JSON.parse(line) as Submission);
      } catch {
        console.warn(`[demo] skipped an unreadable line in ${file}`);
      }
    }
  }
  return all.sort((a, b) => b.received.localeCompare(a.received));
}
