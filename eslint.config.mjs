// ESLint flat config for every workspace (api, backoffice, portal, e2e) and the root scripts.
// Syntax-level TypeScript rules (no type information: fast enough to run on every `npm test`); the type checker
// itself runs as `npm run typecheck`. Rules lean towards accepting sensible code: `any` warns, unused names
// prefixed with `_` are fine, LoopBack's empty relation interfaces and binding-key namespaces are allowed.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'queueMicrotask',
    'fetch',
    'AbortController',
    'AbortSignal',
    'TextEncoder',
    'TextDecoder',
    'structuredClone',
    'globalThis',
    '__dirname',
    '__filename',
    'require',
    'module',
    'exports',
  ].map((name) => [name, 'readonly']),
);

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      '.data/',
      '**/.data/',
      'bench-results/',
      'e2e/test-results/',
      'e2e/playwright-report/',
      'e2e/screenshots/',
      'e2e/.tmp/',
      'openapi.json',
      '**/*.tsbuildinfo',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }],
      '@typescript-eslint/no-namespace': 'off',
      // Playwright fixtures that need no other fixture are written `async ({}, use) => …`.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    // React components and hooks in the two front ends.
    files: ['portal/**/*.{ts,tsx}', 'backoffice/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The React Compiler rules of the plugin's preset report patterns, not bugs: warn on them, fail on the
      // rules of hooks.
      ...Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'warn'])),
      'react-hooks/rules-of-hooks': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
