import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importCycles from './scripts/lint/no-import-cycle.mjs';
import moduleFileRoles from './scripts/lint/module-file-role.mjs';

const otherModulesData = { group: ['../*/*.repository', '../*/*.table'], message: 'reach another module only through its service' };
// Read surfaces (decision 0075): another module's <module>.reads.ts is for repositories only, and a
// repository reaches another module only through it.
const readsOnlyInRepositories = {
  group: ['**/*.reads'],
  message: "another module's read surface is for repositories: call its service here",
};
const repositoriesReachOnlyReads = {
  regex: '^\\.\\./[a-z-]+/(?![a-z-]+\\.reads$)',
  message: 'a repository reads another module only through its read surface (<module>.reads.ts), never its service or other files',
};
const readsListOnlyTheirOwn = { regex: '^\\.\\./', message: "a read surface lists its own module's repository functions and views" };
// Roles (decision 0083): a `.rules.ts` file is pure domain rules, given its facts by a service;
// an `.adapter.ts` file speaks to an outside system or library and knows no service.
const rulesArePure = {
  group: ['./*.repository', '**/*.repository', '**/db/*', '**/*.reads'],
  message: 'a rules file is pure: no repository or database; its service reads the facts and passes them in',
};
const adaptersKnowNoService = {
  group: ['./*.service', '**/*.service'],
  message: 'an adapter speaks to its outside system only: its service calls it',
};
const routesCallServices = { group: ['./*.repository', '**/*.repository'], message: 'a route calls its service, never a repository' };
const coreDependsOnNoModule = { group: ['**/modules/**', '**/plugins/**'], message: 'core depends on no module' };
const noReexportOfData = [
  {
    selector: "ExportNamedDeclaration[exportKind='value'][source.value=/\\.(repository|table)$/] > ExportSpecifier[exportKind='value']",
    message: "a service never re-exports a repository function or a table: others read through the module's <module>.reads.ts",
  },
  {
    selector: "ExportAllDeclaration[exportKind='value'][source.value=/\\.(repository|table)$/]",
    message: "a service never re-exports a repository function or a table: others read through the module's <module>.reads.ts",
  },
];
const restrict = (...patterns) => ['error', { patterns }];
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
    // A module's manifest adds its service to ModuleServices by declaration merging, which needs an interface.
    files: ['apps/server/src/modules/*/*.module.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  // Server boundaries. ESLint keeps the last setting of a rule that matches a file, so each block
  // below lists every pattern that holds for its files.
  {
    // SQL lives only in repositories and db/ (issue 13): routes, services, seeds and the rest
    // reach the database through a repository; another module's read surface is not theirs to use.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.table.ts',
      'apps/server/src/**/*.reads.ts',
      'apps/server/src/db/**',
    ],
    rules: {
      'no-restricted-imports': restrict(otherModulesData, sqlOnlyInRepositories, readsOnlyInRepositories),
      'no-restricted-syntax': ['error', ...noReexportOfData],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.rules.ts'],
    rules: { 'no-restricted-imports': restrict(otherModulesData, sqlOnlyInRepositories, readsOnlyInRepositories, rulesArePure) },
  },
  {
    files: ['apps/server/src/modules/**/*.adapter.ts'],
    rules: { 'no-restricted-imports': restrict(otherModulesData, sqlOnlyInRepositories, readsOnlyInRepositories, adaptersKnowNoService) },
  },
  {
    files: ['apps/server/src/modules/**/*.repository.ts'],
    rules: { 'no-restricted-imports': restrict(otherModulesData, repositoriesReachOnlyReads) },
  },
  {
    files: ['apps/server/src/modules/**/*.reads.ts'],
    rules: { 'no-restricted-imports': restrict(readsListOnlyTheirOwn) },
  },
  {
    // Every module's routes go through its service, home, telemetry and health included (issue 30 item 5).
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: { 'no-restricted-imports': restrict(otherModulesData, sqlOnlyInRepositories, readsOnlyInRepositories, routesCallServices) },
  },
  {
    // The core (the signed-in user, data scope, the permission check) is what identity, access
    // and every other module share: it depends on none of them, so none depends on another through it.
    files: ['apps/server/src/core/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(sqlOnlyInRepositories, coreDependsOnNoModule) },
  },
  {
    // Every file of a server module says its role in its name: <name>.<role>.ts (decision 0083).
    files: ['apps/server/src/modules/*/**/*.ts'],
    plugins: { roles: moduleFileRoles },
    rules: { 'roles/module-file-role': 'error' },
  },
  {
    // No import cycle between files, type imports included (decision 0075).
    files: ['apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    plugins: { local: importCycles },
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { local: importCycles },
    rules: { 'local/no-import-cycle': ['error', { aliases: { '@/': `${import.meta.dirname}/apps/web/src/` } }] },
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
