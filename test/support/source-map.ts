/** Reading source maps in tests: segments as numbers, mappings as absolute positions. */

/** The numbers of one source map segment. */
export function decodeVlq(segment: string): number[] {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = digits.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** A mapped segment: generated column, then source index, original line and column. */
export type Segment = [column: number, source: number, line: number, originalColumn: number];

/** Each generated line's mapped segments, with the deltas summed. */
export function decodeMappings(mappings: string): Segment[][] {
  let source = 0;
  let line = 0;
  let originalColumn = 0;
  return mappings.split(';').map((text) => {
    let column = 0;
    const segments: Segment[] = [];
    for (const part of text.split(',').filter(Boolean)) {
      const [dColumn, dSource, dLine, dOriginal] = decodeVlq(part);
      column += dColumn!;
      if (dSource === undefined) continue;
      source += dSource;
      line += dLine!;
      originalColumn += dOriginal!;
      segments.push([column, source, line, originalColumn]);
    }
    return segments;
  });
}
