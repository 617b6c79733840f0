/** The chart's price data: fetched once per endpoint, validated, or the failure to show. */
import { useEffect, useState } from 'react';
import { requestTimeout, t, type WidgetContext } from '../../src/runtime';
import { validatePrices, type PriceData } from './logic';

export interface Loaded {
  data?: PriceData;
  error?: string;
}

/** The data from `src` (JSON, validated), or the error text; neither while it loads. */
export function usePrices(src: string | undefined, ctx: WidgetContext<unknown>): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({});
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    if (!src) {
      ctx.warn('has no data-src price endpoint.');
      setLoaded({ error: t('The stock chart could not be loaded.') });
      return;
    }
    // An endpoint that never answers ends in the failure, not in an empty chart for good.
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, requestTimeout());
    fetch(src, { signal, headers: { Accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} from ${src}`);
        return response.json() as Promise<unknown>;
      })
      .then((json) => {
        const checked = validatePrices(json);
        if (typeof checked === 'string') throw new Error(`price data refused: ${checked}`);
        setLoaded({ data: checked });
      })
      .catch((reason: unknown) => {
        if (signal.aborted && !timedOut) return;
        ctx.warn('price data could not be loaded;', timedOut ? 'no answer in time' : reason);
        setLoaded({ error: t('The stock chart could not be loaded.') });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [src, ctx]);

  return loaded;
}
