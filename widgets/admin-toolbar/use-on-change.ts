/** `useOnChange`: a layout effect for a value's changes, not for its first render. */
import { useLayoutEffect, useRef } from 'react';

/** Runs `write` when `value` changes after the first render. */
export function useOnChange<T>(value: T, write: (value: T) => void): void {
  const last = useRef(value);
  useLayoutEffect(() => {
    if (Object.is(last.current, value)) return;
    last.current = value;
    write(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
}
