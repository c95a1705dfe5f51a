// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Imports go one way: shared <- server, shared <- client; flows never import each other;
// routes never import adapters; services never import http/ or routes/. These fences keep that
// true (see docs/ARCHITECTURE.md).
const FLOWS = ['fabric', 'supplies', 'roll-to-bundle', 'boxes'];
const IO_MODULES = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'http',
  'https',
  'crypto',
  'os',
  'child_process',
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  '@mantine/*',
  'pg',
  'drizzle-orm',
  'drizzle-orm/*',
  '@electric-sql/*',
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'src/server/db/migrations/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: ['./tsconfig.eslint.json'], tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [],
          patterns: [
            { group: ['**/server/**', '**/client/**'], message: 'src/shared is the bottom layer: it imports neither server nor client.' },
            { group: IO_MODULES, message: 'src/shared is pure domain: no IO, no React.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**'], message: 'The server never imports the client.' }] }],
    },
  },
  {
    files: ['src/server/routes/**/*.ts'],
    // Tests compose the app as main.ts does, so they may pick adapters.
    ignores: ['src/server/routes/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/client/**'], message: 'The server never imports the client.' },
            { group: ['**/adapters/**'], message: 'Routes call services; only the composition root picks adapters.' },
          ],
        },
      ],
    },
  },
  {
    // Services and ports speak the domain: they throw errors from src/server/errors.ts, and one
    // mapper (http/error-mapper.ts) turns those into answers. Adapters come in through ports.
    files: ['src/server/services/**/*.ts', 'src/server/ports/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/client/**'], message: 'The server never imports the client.' },
            {
              group: ['**/http/**', '**/routes/**'],
              message: 'Services never speak HTTP: throw a domain error (src/server/errors.ts); the error mapper answers it.',
            },
            {
              group: ['**/adapters/**'],
              message: 'Services use ports; only the composition root (main.ts via adapters/ports.ts) picks adapters.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', 'node:*'], message: 'The client never imports server code or Node modules.' }] },
      ],
    },
  },
  {
    // Phones on the shop's Wi-Fi open Selvage over plain http (http://shop.lan:3000), which is not a
    // secure context: browsers leave these undefined there (e2e/lan.test.ts walks such a phone).
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'randomUUID', message: 'Only on secure pages (https, localhost): use randomId() from src/client/random-id.ts.' },
        { object: 'crypto', property: 'subtle', message: 'Only on secure pages (https, localhost); Selvage is also used over plain http.' },
        {
          object: 'navigator',
          property: 'clipboard',
          message: 'Only on secure pages (https, localhost); Selvage is also used over plain http.',
        },
        {
          object: 'navigator',
          property: 'mediaDevices',
          message: 'Only on secure pages (https, localhost): take photos with <input type="file" capture>.',
        },
        {
          object: 'navigator',
          property: 'serviceWorker',
          message: 'Only on secure pages (https, localhost); Selvage is also used over plain http.',
        },
      ],
    },
  },
  ...FLOWS.map((flow) => ({
    files: [`src/client/flows/${flow}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', 'node:*'], message: 'The client never imports server code or Node modules.' },
            {
              group: FLOWS.filter((f) => f !== flow).flatMap((f) => [`**/flows/${f}/**`, `../${f}/**`, `../../${f}/**`]),
              message: 'A flow never imports another flow: move what both need to src/client/widgets, src/client/wizard or src/shared.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
