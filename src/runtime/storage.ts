/**
 * Browser storage that never throws: quota, privacy mode and disabled storage fall back to
 * memory for the rest of the page's life. Values with an expiry are stored as
 * `{"value":…,"expires":<epoch ms>}` and read as missing once expired.
 */
export type StorageKind = 'local' | 'session';

export interface SafeStorage {
  /** The raw string, as Drupal's own code would read it. */
  getRaw(key: string): string | null;
  setRaw(key: string, value: string): void;
  /** JSON value with optional expiry; `undefined` when missing, expired or unreadable. */
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown, options?: { ttlSeconds?: number }): void;
  remove(key: string): void;
  /** Keys that start with a prefix (per-theme caches). */
  keys(prefix?: string): string[];
}

const memory = { local: new Map<string, string>(), session: new Map<string, string>() };

function backing(kind: StorageKind): Storage | null {
  try {
    const store = kind === 'local' ? window.localStorage : window.sessionStorage;
    return store ?? null;
  } catch {
    return null; // SecurityError: storage disabled for this origin
  }
}

export function storage(kind: StorageKind = 'local', now: () => number = Date.now): SafeStorage {
  const mem = memory[kind];
  const api: SafeStorage = {
    getRaw(key) {
      if (mem.has(key)) return mem.get(key) ?? null;
      try {
        return backing(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setRaw(key, value) {
      try {
        const store = backing(kind);
        if (!store) throw new Error('no storage');
        store.setItem(key, value);
        mem.delete(key);
      } catch {
        mem.set(key, value); // quota exceeded or private mode: keep it for this page at least
      }
    },
    get<T>(key: string): T | undefined {
      const raw = api.getRaw(key);
      if (raw === null) return undefined;
      try {
        const parsed = JSON.parse(raw) as unknown;
        if (parsed && typeof parsed === 'object' && 'expires' in parsed && 'value' in parsed) {
          const { expires, value } = parsed as { expires: number | null; value: T };
          if (typeof expires === 'number' && expires <= now()) {
            api.remove(key);
            return undefined;
          }
          return value;
        }
        return parsed as T;
      } catch {
        return undefined;
      }
    },
    set(key, value, options = {}) {
      const expires = options.ttlSeconds ? now() + options.ttlSeconds * 1000 : null;
      api.setRaw(key, JSON.stringify({ value, expires }));
    },
    remove(key) {
      mem.delete(key);
      try {
        backing(kind)?.removeItem(key);
      } catch {
        /* storage disabled: nothing stored there */
      }
    },
    keys(prefix = '') {
      const found = new Set<string>([...mem.keys()].filter((k) => k.startsWith(prefix)));
      try {
        const store = backing(kind);
        for (let i = 0; store && i < store.length; i++) {
          const key = store.key(i);
          if (key?.startsWith(prefix)) found.add(key);
        }
      } catch {
        /* storage disabled */
      }
      return [...found];
    },
  };
  return api;
}
