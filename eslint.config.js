import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The barrel's focus(), storage() and announce() are the on-demand doors for host scripts. Bundle
 * code imports those modules itself (widgets/README.md): through the door it would wait for a
 * chunk request the module import does not need.
 */
const ON_DEMAND = {
  regex: '(^|/)runtime$',
  importNames: ['focus', 'storage', 'announce'],
  message: 'Import these from their own module (src/runtime/focus, storage, announce).',
};

const WIDGET_IMPORTS = [
  {
    group: ['**/src/ajax/ui/*'],
    message: 'Import the AJAX UI from src/ajax/ui (it stays one chunk that way).',
  },
  {
    group: [
      '**/src/ajax/commands/*',
      '**/src/ajax/protocol/*',
      '**/src/ajax/triggers/*',
      '**/src/ajax/engine',
      '**/src/ajax/request',
    ],
    message: 'Import the AJAX adapter from src/ajax (or src/ajax/send for a background request).',
  },
  ON_DEMAND,
];

const DEMO = {
  group: ['**/demo/**'],
  message: 'Demo-server code lives under demo/ (a widget demo page: demo/widgets/<tag>.ts).',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/vendor/**',
      'bench/out/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.test.ts', '**/demo.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: [
      'demo/**',
      'test/**',
      'scripts/**',
      'bench/**',
      '**/*.spec.ts',
      '**/*.config.*',
      'rollup.config.mjs',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
  {
    // The runtime knows no widget; widgets never import each other.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/index.ts', 'src/widgets.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/widgets/**'], message: 'src/ must not import a widget.' },
            ON_DEMAND,
          ],
        },
      ],
    },
  },
  {
    // The adapter's UI is one chunk only while every widget enters it through src/ajax/ui; a
    // widget reaches the rest through src/ajax (the doors) or src/ajax/send (a background request).
    // Bundle folders hold no demo-server code: a widget's demo page lives in demo/widgets/.
    files: ['widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...WIDGET_IMPORTS, DEMO] }],
    },
  },
  {
    // Tests may read the demo's fixtures.
    files: ['widgets/**/*.spec.ts', 'widgets/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: WIDGET_IMPORTS }],
    },
  },
);
