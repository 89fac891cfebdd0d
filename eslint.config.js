import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const otherModulesData = { group: ['../*/*.repository', '../*/*.table'], message: 'reach another module only through its service' };
const sqlOnlyInRepositories = {
  group: ['drizzle-orm', 'drizzle-orm/*', '*.table', '**/*.table'],
  message: 'SQL lives only in repositories and db/: call a repository method',
};

const apiPathMessage = 'call the endpoint through its contract (call() from @/lib/api-client), never a hand-written API path';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/server/drizzle/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Module boundaries (STYLE §1) are no-restricted-imports zones, per folder, below.
      'no-restricted-imports': ['error', { patterns: [{ group: ['apps/*', '../../apps/*'], message: 'import through the package name' }] }],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'shared runs in the browser too: no Node APIs' },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'react', 'antd'],
              message: 'shared holds zod, pure functions and constants only',
            },
          ],
        },
      ],
    },
  },
  {
    // zod's date accepts year 0000, which PostgreSQL refuses: user input goes through isoDate().
    files: ['packages/shared/**/*.ts'],
    ignores: ['packages/shared/src/validation/primitives.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.object.name='z'][callee.object.property.name='iso'][callee.property.name='date']",
          message: 'use isoDate() from validation/primitives: it refuses year 0000, which the database cannot store',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/modules/*/**/*.{ts,tsx}'],
    rules: {
      // A web module may import shared, @/components and @/lib, never another module (STYLE §1).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/modules/*', '!@/modules/identity', '!@/modules/identity/**'],
              message: 'a web module never imports another module; compose pages in app/',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.table.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherModulesData] }],
    },
  },
  {
    // A module's manifest adds its service to ModuleServices by declaration merging, which needs an interface.
    files: ['apps/server/src/modules/*/*.module.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    // SQL lives only in repositories and db/ (issue 13): routes, services, seeds and the rest
    // reach the database through a repository.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/**/*.table.ts', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherModulesData, sqlOnlyInRepositories] }],
    },
  },
  {
    // The core (the signed-in user, data scope, the permission check) is what identity, access
    // and every other module share: it depends on none of them, so none depends on another through it.
    files: ['apps/server/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**', '**/plugins/**'], message: 'core depends on no module' }] },
      ],
    },
  },
  {
    // Benchmarks measure the server in-process, through its package exports.
    files: ['bench/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Build scripts run in Node as plain ES modules.
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // The web reaches the API only through the shared contracts (issue 13).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/\\/v\\d+\\//]', message: apiPathMessage },
        { selector: 'TemplateElement[value.raw=/\\/v\\d+\\//]', message: apiPathMessage },
      ],
    },
  },
);
