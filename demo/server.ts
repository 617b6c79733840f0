/**
 * The demo harness: a stand-in for the host CMS. Serves pages marked up as the CMS emits them,
 * the endpoints of spec §7 with their real formats, the built bundle, and fault injection.
 *
 *   PORT=8080 TRELLIS_BUILD=preact|react node --import tsx demo/server.ts
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { match, parseCookies, sendHtml, type Ctx, type Route } from './lib/http.ts';
import { faultFor, families, SLOW_MS } from './lib/faults.ts';
import { allRoutes } from './routes.ts';
import { notFoundPage } from './pages/errors.ts';
import { hostMode, serveAsDrupal } from './lib/drupal-host.ts';
import { readFileSync } from 'node:fs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const build = process.env.TRELLIS_BUILD === 'react' ? 'react' : 'preact';
const distDir = join(root, 'dist', build === 'react' ? 'react' : '');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
};
const staticDirs: [string, string][] = [
  ['/trellis/', distDir],
  // Where a Drupal site puts a front-end library (the harness's Drupal mode prints it there).
  ['/libraries/trellis/', distDir],
  ['/demo-assets/', join(root, 'demo', 'public')],
];

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.zip': 'application/zip',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The file a static URL names, or null. Contained by path, not by string prefix: `dist` is a
 * prefix of `dist-probe`, so `/trellis/..%2fdist-probe/x` passed a prefix check.
 */
export function staticFile(pathname: string, dirs = staticDirs): string | null {
  for (const [prefix, dir] of dirs) {
    if (!pathname.startsWith(prefix)) continue;
    let file: string;
    try {
      file = resolve(dir, decodeURIComponent(pathname.slice(prefix.length)));
    } catch {
      return null;
    }
    const inside = relative(dir, file);
    if (!inside || inside.split(sep)[0] === '..' || isAbsolute(inside)) return null;
    return existsSync(file) && statSync(file).isFile() ? file : null;
  }
  return null;
}

function serveStatic(pathname: string, res: ServerResponse): boolean {
  // Browsers ask for /favicon.ico whatever the page links; the theme's icon answers.
  const file = staticFile(pathname === '/favicon.ico' ? '/demo-assets/favicon.svg' : pathname);
  if (file) {
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(res);
  }
  return !!file;
}

/** Applies an injected fault around a handler: slow, 500, timeout, unverified or malformed. */
async function withFault(route: Route, ctx: Ctx): Promise<boolean> {
  const fault = faultFor(route.family, ctx.url);
  if (fault === 'none' || !route.family) return false;
  if (fault === 'slow') {
    await new Promise((r) => setTimeout(r, SLOW_MS));
    return false;
  }
  if (fault === '500') {
    ctx.res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
    ctx.res.end(
      '<h1>Internal Server Error</h1><p>The demo was told to fail (fault injection).</p>',
    );
    return true;
  }
  if (fault === 'timeout') {
    // Never answers; the client's timeout or abort ends it. The socket closes after 60 s.
    ctx.req.socket.setTimeout(60_000, () => ctx.req.socket.destroy());
    return true;
  }
  const { res } = ctx;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  if (fault === 'unverified') {
    res.writeHead = ((status: number, headers?: Record<string, string>) => {
      const copy = { ...(headers ?? {}) };
      delete copy['x-drupal-ajax-token'];
      res.removeHeader('x-drupal-ajax-token');
      return writeHead(status, copy);
    }) as typeof res.writeHead;
  }
  if (fault === 'malformed') {
    res.end = ((..._args: unknown[]) =>
      end('{"command": "insert", "data": <not json')) as typeof res.end;
  }
  return false;
}

export function createDemoServer() {
  const routes = allRoutes();
  for (const r of routes) if (r.family) families.add(r.family);
  return createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const cookies = parseCookies(req.headers.cookie);
    serveAsDrupal(res, hostMode(cookies), version);
    try {
      if ((req.method === 'GET' || req.method === 'HEAD') && serveStatic(url.pathname, res)) return;
      const found = match(routes, req.method ?? 'GET', url.pathname);
      if (!found) {
        sendHtml(res, notFoundPage(url.pathname), 404);
        return;
      }
      let bodyText: Promise<string> | undefined;
      const ctx: Ctx = {
        req,
        res,
        url,
        params: found.params,
        cookies,
        body() {
          bodyText ??= new Promise((ok, fail) => {
            let data = '';
            req.setEncoding('utf8');
            req.on('data', (c: string) => {
              data += c;
              if (data.length > 2_000_000) req.destroy(new Error('body too large'));
            });
            req.on('end', () => ok(data));
            req.on('error', fail);
          });
          return bodyText;
        },
        async form() {
          const type = req.headers['content-type'] ?? '';
          const text = await ctx.body();
          if (type.includes('application/json')) {
            const params = new URLSearchParams();
            try {
              for (const [k, v] of Object.entries(
                JSON.parse(text || '{}') as Record<string, unknown>,
              ))
                params.set(k, String(v));
            } catch {
              /* malformed JSON: empty form */
            }
            return params;
          }
          return new URLSearchParams(text);
        },
        async json<T>() {
          return JSON.parse((await ctx.body()) || 'null') as T;
        },
      };
      if (await withFault(found.route, ctx)) return;
      await found.route.handler(ctx);
      if (!res.headersSent && !res.writableEnded) res.end();
    } catch (error) {
      console.error('[demo] handler failed', req.method, req.url, error);
      if (!res.headersSent) sendHtml(res, '<h1>Server error</h1>', 500);
      else res.end();
    }
  });
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  if (!existsSync(join(distDir, 'trellis.js'))) {
    console.error(`[demo] ${join(distDir, 'trellis.js')} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = createDemoServer();
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    // One line a person can act on, not a stack trace.
    console.error(
      `[demo] Port ${port} is already in use: start on another with PORT=${port + 1} npm start`,
    );
    process.exit(1);
  });
  server.listen(port, host, () => {
    console.log(
      `Trellis demo (${build} build) on http://localhost:${port}/  — widget pages: http://localhost:${port}/widgets/`,
    );
  });
}
