import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';

/** A folder and what it may not import (DESIGN.md, layering); `except` is relative to `from`. */
const layer = (target, from, message, except) => ({ target, from, message, except });

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'playwright-report', 'test-results', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      // Relative imports of TypeScript files (the project uses no path aliases).
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // The layers, by resolved path. Type imports count too, except where a rule says not.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            layer(
              './src/domain',
              './src',
              'src/domain is the bottom layer: it imports nothing else of ours.',
              ['./domain'],
            ),
            layer(
              './src/sql/compile/types.ts',
              './src',
              'src/sql/compile/types.ts is the bottom of src/sql: it imports nothing of ours.',
            ),
            layer(
              './src/sql',
              ['./src/worker', './src/app', './src/baseline', './src/perf'],
              'src/sql is pure: it imports only src/domain and itself.',
            ),
            layer('./src/worker', './src/app', 'The worker never reaches into the app.'),
            layer(
              './src/table',
              './src',
              'src/table is the generic table: it names no kind of record (no bills, no suppliers, no invoice domain), only itself.',
              ['./table'],
            ),
            layer(
              './src/bills',
              ['./src/app', './src/worker', './src/suppliers'],
              'src/bills declares the bills list: it builds on src/table and src/domain, never on the screen or the worker.',
            ),
            layer(
              './src/suppliers',
              ['./src/bills', './src/worker/service', './src/worker/storage'],
              'src/suppliers declares the Suppliers list on src/table: it does not reach into the bills list or the worker (only its types).',
            ),
            layer(
              './test/sql',
              ['./src/worker', './src/app'],
              'Tests of src/sql test it alone: service tests go in test/worker.',
            ),
            layer('./bench', './test', 'The benchmark does not depend on the tests.'),
          ],
        },
      ],
    },
  },
  {
    // A runtime import cycle anywhere in src is an error (type-only imports are not followed).
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import/no-cycle': 'error' },
  },
  {
    files: ['src/sql/**', 'src/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'comlink'] }] },
  },
  {
    // The app talks to the worker through Comlink only: it may name the worker's types.
    files: ['src/app/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/worker/**'],
              allowTypeImports: true,
              message: 'src/app imports only types from src/worker (use `import type`).',
            },
          ],
        },
      ],
    },
  },
);
