/**
 * The bench's own static server: loopback only, a free port, no compression, no caching. It
 * serves the stack pages (/bench/<stack>/<variant>), the files they load, and the one endpoint
 * the page calls (the stock quote's background request).
 *
 *   node --import tsx bench/server.ts      (prints the URLs; for looking at the pages by hand)
 */
import { createServer, type Server } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileFor, prepareAssets, type Mounts } from './assets.ts';
import { stockQuoteInner } from './generate.ts';
import { DEFAULT_STACKS, STACKS, VARIANTS, renderPage, stackById, type Variant } from './stacks.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

export interface BenchServer {
  origin: string;
  mounts: Mounts;
  url(stack: string, variant: Variant): string;
  close(): Promise<void>;
}

/** The quote the endpoint answers with: the same figures the server markup shows (no shift). */
function quoteCommands(blockId: string): unknown[] {
  return [
    {
      command: 'insert',
      method: 'html',
      selector: `#${blockId} .quote-wrapper`,
      data: stockQuoteInner(),
      settings: null,
    },
  ];
}

export async function startBenchServer(options: { timeout?: number } = {}): Promise<BenchServer> {
  const mounts: Mounts = [
    ...prepareAssets(),
    // Each Trellis build under its page's prefix (/trellis/, /trellis-react/, /trellis-base/).
    ...STACKS.flatMap(({ dist, assets }): Mounts => {
      const entry = assets.find((a) => a.kind === 'js');
      return dist && entry ? [[entry.url.replace(/[^/]*$/, ''), dist]] : [];
    }),
  ];
  const pages = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    const page = /^\/bench\/([a-z0-9-]+)\/(standard|stress)$/.exec(path);
    if (page) {
      let stack;
      try {
        stack = stackById(page[1]!);
      } catch {
        res.writeHead(404).end('unknown stack');
        return;
      }
      // ?rows=N: a shorter (or longer) table, for the smoke test.
      const rowsParam = Number(url.searchParams.get('rows'));
      const rows =
        Number.isInteger(rowsParam) && rowsParam > 0 ? Math.min(rowsParam, 20_000) : undefined;
      const key = `${stack.id}/${page[2]}/${rows ?? ''}`;
      let htmlText = pages.get(key);
      if (!htmlText) {
        htmlText = renderPage(stack, page[2] as Variant, { ...options, rows });
        pages.set(key, htmlText);
      }
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(htmlText);
      return;
    }
    const quote = /^\/ajax\/market-data-api\/stock-quote\/([^/]+)\/([^/]+)\/(TRUE|FALSE)$/.exec(
      path,
    );
    if (quote) {
      // A Drupal AJAX response: the command list and the verification header.
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'x-drupal-ajax-token': '1',
        'cache-control': 'no-store',
      });
      res.end(JSON.stringify(quoteCommands(decodeURIComponent(quote[1]!))));
      return;
    }
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    // Of the widget folders only the theme stylesheets are served.
    if (path.startsWith('/widget-theme/') && !path.endsWith('/theme.css')) {
      res.writeHead(404).end();
      return;
    }
    const file = fileFor(mounts, path);
    if (!file || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`not found: ${path}`);
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    mounts,
    url: (stack, variant) => `${origin}/bench/${stack}/${variant}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startBenchServer();
  for (const stack of DEFAULT_STACKS)
    for (const variant of Object.keys(VARIANTS) as Variant[])
      console.log(server.url(stack.id, variant));
  console.log('Ctrl-C to stop.');
}
