/**
 * Fault injection for QA and tests. Each endpoint family can be made slow, fail with 500, time
 * out (hang until the client gives up), or answer without the verification header. A query flag
 * `?fault=slow|500|timeout|unverified` on one request wins over the panel's setting.
 */
export type Fault = 'none' | 'slow' | '500' | 'timeout' | 'unverified' | 'malformed';
export const FAULTS: Fault[] = ['none', 'slow', '500', 'timeout', 'unverified', 'malformed'];

const byFamily = new Map<string, Fault>();
export const families = new Set<string>();

export function setFault(family: string, fault: Fault): void {
  if (fault === 'none') byFamily.delete(family);
  else byFamily.set(family, fault);
}

export function faultFor(family: string | undefined, url: URL): Fault {
  const flag = url.searchParams.get('fault');
  if (flag && (FAULTS as string[]).includes(flag)) return flag as Fault;
  return (family && byFamily.get(family)) || 'none';
}

export function allFaults(): Record<string, Fault> {
  return Object.fromEntries([...families].sort().map((f) => [f, byFamily.get(f) ?? 'none']));
}

export function resetFaults(): void {
  byFamily.clear();
}

export const SLOW_MS = Number(process.env.DEMO_SLOW_MS ?? 1500);
