/**
 * The package as a new user meets it: `npm pack`, a fresh project that installs the tarball
 * offline (nothing bundled is a runtime dependency), esbuild bundling `import 'trellis'`, tsc
 * checking a file that uses an element's typed event and `window.Trellis`, and Chromium loading
 * the bundle to see a widget enhance. Runs against the build in dist/, as `npm test` does.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';
import { test, expect } from '../support/fixtures';

const ROOT = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string };

const npm = (cwd: string, args: string[]) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** What a consumer writes: the element's typed event, and a widget of its own on the API. */
const CONSUMER = `import '${pkg.name}';

const faq = document.querySelector('faq-list')!;
faq.addEventListener('faq-list:toggle', (event) => {
  const index: number = event.detail.index;
  const open: boolean = event.detail.open;
  document.body.dataset.toggled = \`\${index}:\${open}\`;
});

window.Trellis.defineWidget({
  tag: 'consumer-greeting',
  parse: (host) => host,
  setup(host) {
    host.textContent = \`Hello from Trellis \${window.Trellis.version}\`;
  },
});
`;

/** Checked, never bundled: a misuse the types must refuse. */
const MISUSE = `import '${pkg.name}';

document.querySelector('faq-list')!.addEventListener('faq-list:toggle', (event) => {
  // @ts-expect-error: the detail is typed, not any
  event.detail.index.toUpperCase();
});
// @ts-expect-error: not an element the package defines
document.querySelector('faq-lists')!.addEventListener('faq-list:toggle', (event) => event.detail.index);
`;

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>A consumer of the package</title></head>
<body>
  <main>
    <faq-list class="faq-list">
      <details class="faq-list__item" open>
        <summary class="faq-list__summary"><h3 class="faq-list__title">Is there a dividend?</h3></summary>
        <div class="faq-list__answer"><p>Yes, quarterly.</p></div>
      </details>
      <details class="faq-list__item">
        <summary class="faq-list__summary"><h3 class="faq-list__title">When is the call?</h3></summary>
        <div class="faq-list__answer"><p>See the events page.</p></div>
      </details>
    </faq-list>
    <consumer-greeting>Server text</consumer-greeting>
  </main>
  <script type="module" src="out/main.js"></script>
</body>
</html>
`;

test.describe('the npm package', () => {
  let dir: string;
  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'trellis-consumer-'));
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('installs from its tarball, bundles with esbuild, type-checks and enhances in Chromium', async ({
    page,
  }) => {
    test.setTimeout(120_000);

    // Pack: dist/ is in the tarball (it is gitignored); the repository's own tools are not.
    const [packed] = JSON.parse(npm(ROOT, ['pack', '--json', '--pack-destination', dir])) as {
      filename: string;
      files: { path: string }[];
    }[];
    const files = packed!.files.map((f) => f.path);
    for (const file of [
      'package.json',
      'dist/trellis.js',
      'dist/react/trellis.js',
      'dist/types/trellis.d.ts',
      'dist/custom-elements.json',
    ])
      expect(files, file).toContain(file);
    // Of the source, only the READMEs the package's README links to (markup contracts, events).
    expect(
      files.filter(
        (f) => /^(bench|demo|test|src|widgets|scripts)\//.test(f) && !f.endsWith('/README.md'),
      ),
    ).toEqual([]);
    expect(files).toContain('widgets/faq-list/README.md');
    // Every script has its source map beside it.
    expect(files.filter((f) => f.endsWith('.js') && !files.includes(`${f}.map`))).toEqual([]);

    // Install offline into a fresh project: only possible with no runtime dependencies.
    const project = join(dir, 'project');
    mkdirSync(project);
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    npm(project, [
      'install',
      join(dir, packed!.filename),
      '--offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
    ]);
    writeFileSync(join(project, 'main.ts'), CONSUMER);
    writeFileSync(join(project, 'misuse.ts'), MISUSE);
    writeFileSync(join(project, 'index.html'), PAGE);

    // Type-check as a strict consumer would. Without React's types (the package's optional
    // peers, needed only for `Trellis.react()`) the usual `skipLibCheck` passes; with them, the
    // package's own declarations check too.
    const typeErrors = (skipLibCheck: boolean) =>
      ts
        .getPreEmitDiagnostics(
          ts.createProgram([join(project, 'main.ts'), join(project, 'misuse.ts')], {
            strict: true,
            noEmit: true,
            skipLibCheck,
            target: ts.ScriptTarget.ES2022,
            module: ts.ModuleKind.ESNext,
            moduleResolution: ts.ModuleResolutionKind.Bundler,
            lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
            types: [],
          }),
        )
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(typeErrors(true)).toEqual([]);
    mkdirSync(join(project, 'node_modules/@types'), { recursive: true });
    for (const types of ['react', 'react-dom'])
      symlinkSync(
        join(ROOT, 'node_modules/@types', types),
        join(project, 'node_modules/@types', types),
      );
    expect(typeErrors(false)).toEqual([]);

    // Bundle as an application would, its lazy chunks split.
    const bundled = await build({
      absWorkingDir: project,
      entryPoints: ['main.ts'],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: 'out',
      sourcemap: true,
      logLevel: 'silent',
    });
    expect(bundled.errors).toEqual([]);
    // The React build is the same package's other entry.
    const react = await build({
      absWorkingDir: project,
      stdin: { contents: `import '${pkg.name}/react';`, resolveDir: project },
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: 'out-react',
      write: false,
      logLevel: 'silent',
    });
    expect(react.errors).toEqual([]);

    // Served from a site of its own; every file from the project folder.
    const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
    await page.route('http://consumer.test/**', (route) => {
      const path = join(project, new URL(route.request().url()).pathname);
      try {
        route.fulfill({
          body: readFileSync(path),
          contentType: types[extname(path)] ?? 'application/octet-stream',
        });
      } catch {
        route.fulfill({ status: 404 });
      }
    });
    await page.goto('http://consumer.test/index.html');
    const titles = page.getByRole('button', { name: 'When is the call?' });
    await expect(titles).toHaveAttribute('aria-expanded', 'false');
    await titles.click();
    await expect(titles).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('body')).toHaveAttribute('data-toggled', '1:true');
    await expect(page.locator('consumer-greeting')).toHaveText(/^Hello from Trellis \d/);
  });
});
