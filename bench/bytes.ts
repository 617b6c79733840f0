/**
 * Transfer size of the files a stack loaded: each file compressed on its own, as a server with
 * static precompression would send it (gzip level 9, brotli quality 11), then summed.
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileFor, type Mounts } from './assets.ts';

export interface FileBytes {
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface KindBytes {
  raw: number;
  gzip: number;
  brotli: number;
  files: FileBytes[];
}

export interface StackBytes {
  js: KindBytes;
  css: KindBytes;
}

const cache = new Map<string, FileBytes>();

export function fileBytes(mounts: Mounts, url: string): FileBytes | undefined {
  const hit = cache.get(url);
  if (hit) return hit;
  const file = fileFor(mounts, url);
  if (!file) return undefined;
  const data = readFileSync(file);
  const result: FileBytes = {
    url,
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }).length,
  };
  cache.set(url, result);
  return result;
}

export function stackBytes(
  mounts: Mounts,
  loaded: { url: string; type: 'js' | 'css' }[],
): StackBytes {
  const sum = (type: 'js' | 'css'): KindBytes => {
    const urls = [...new Set(loaded.filter((l) => l.type === type).map((l) => l.url))].sort();
    const files = urls.map((u) => fileBytes(mounts, u)).filter((f): f is FileBytes => !!f);
    return {
      raw: files.reduce((s, f) => s + f.raw, 0),
      gzip: files.reduce((s, f) => s + f.gzip, 0),
      brotli: files.reduce((s, f) => s + f.brotli, 0),
      files,
    };
  };
  return { js: sum('js'), css: sum('css') };
}
