/** Props read from a host's attributes, each through a codec with a default. */
import { warn } from './errors';

/** Reads one attribute into a prop; a removed attribute yields the default again. */
export interface PropCodec<T> {
  attribute: string;
  parse(value: string | null): T;
}

export const attr = {
  string: (attribute: string, fallback = ''): PropCodec<string> => ({
    attribute,
    parse: (v) => v ?? fallback,
  }),
  number: (attribute: string, fallback: number): PropCodec<number> => ({
    attribute,
    parse: (v) => {
      const n = v === null || v.trim() === '' ? NaN : Number(v);
      return Number.isFinite(n) ? n : fallback;
    },
  }),
  boolean: (attribute: string): PropCodec<boolean> => ({
    attribute,
    parse: (v) => v !== null && v !== 'false',
  }),
  json: <T>(attribute: string, fallback: T): PropCodec<T> => ({
    attribute,
    parse: (v) => {
      if (v === null) return fallback;
      try {
        return JSON.parse(v) as T;
      } catch {
        warn(attribute, `attribute ${attribute} is not valid JSON; default used.`);
        return fallback;
      }
    },
  }),
};

export type PropCodecs<P> = { [K in keyof P]: PropCodec<P[K]> };

/** Reads every prop of `codecs` from `host`'s attributes. */
export function readProps<P>(host: HTMLElement, codecs: PropCodecs<P> | undefined): P {
  const props = {} as P;
  if (!codecs) return props;
  for (const key of Object.keys(codecs) as (keyof P)[]) {
    const codec = codecs[key];
    props[key] = codec.parse(host.getAttribute(codec.attribute));
  }
  return props;
}
