import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      // Units run the components on preact/compat, as the default bundle does.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  define: { __TRELLIS_VERSION__: '"test"', __TRELLIS_BUILD__: '"test"' },
  test: {
    include: [
      'test/unit/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'src/**/*.test.{ts,tsx}',
    ],
    environment: 'happy-dom',
    restoreMocks: true,
  },
});
