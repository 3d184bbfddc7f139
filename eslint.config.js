import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'playwright-report', 'test-results', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Layering (DESIGN.md): src/sql is pure; the worker never reaches into the app.
    files: ['src/sql/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/worker/**', '**/app/**', 'react', 'react-dom', 'comlink'] },
      ],
    },
  },
  {
    files: ['src/worker/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/app/**', 'react'] }] },
  },
);
