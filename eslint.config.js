import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const otherModulesData = { group: ['../*/*.repository', '../*/*.table'], message: 'reach another module only through its service' };
const sqlOnlyInRepositories = {
  group: ['drizzle-orm', 'drizzle-orm/*', '*.table', '**/*.table'],
  message: 'SQL lives only in repositories and db/: call a repository method',
};
/** Files that still hold SQL outside a repository; each moves its queries out and leaves this list. */
const SQL_NOT_YET_IN_REPOSITORIES = [
  'apps/server/src/lib/data-scope.ts',
  'apps/server/src/lib/rate-limit.ts',
  'apps/server/src/seed/**',
  'apps/server/src/modules/*/*.seed.ts',
  'apps/server/src/modules/*/*.export.ts',
  'apps/server/src/modules/gallery/sample-records.seed.ts',
  'apps/server/src/modules/gallery/sample-records.export.ts',
  'apps/server/src/modules/access/access.service.ts',
  'apps/server/src/modules/audit/audit.routes.ts',
  'apps/server/src/modules/audit/audit.service.ts',
  'apps/server/src/modules/bill/bill-access.ts',
  'apps/server/src/modules/bill/bill-flow.ts',
  'apps/server/src/modules/bill/bill-reads.ts',
  'apps/server/src/modules/bill/bill-writes.ts',
  'apps/server/src/modules/bill/final-review.service.ts',
  'apps/server/src/modules/bill/prebill.service.ts',
  'apps/server/src/modules/export/export.service.ts',
  'apps/server/src/modules/health/health.routes.ts',
  'apps/server/src/modules/home/home.routes.ts',
  'apps/server/src/modules/identity/auth.service.ts',
  'apps/server/src/modules/identity/org-filter.service.ts',
  'apps/server/src/modules/identity/staff.service.ts',
  'apps/server/src/modules/identity/staff-grants.ts',
  'apps/server/src/modules/telemetry/telemetry.routes.ts',
  'apps/server/src/modules/upload/upload.service.ts',
  'apps/server/src/modules/valuation/builtin/builtin-provider.ts',
  'apps/server/src/modules/valuation/builtin/demo-catalogue.ts',
  'apps/server/src/modules/valuation/evs.service.ts',
  'apps/server/src/modules/valuation/further.service.ts',
  'apps/server/src/modules/valuation/report.service.ts',
  'apps/server/src/modules/valuation/valuation-record.ts',
  'apps/server/src/modules/valuation/valuation.service.ts',
  'apps/server/src/modules/workflow/approval-chain.service.ts',
  'apps/server/src/modules/workflow/flow-engine.service.ts',
];

/** Web files that still write API paths by hand; each moves to its module's contract and leaves this list. */
const API_PATHS_NOT_YET_FROM_CONTRACTS = [
  'apps/web/src/components/export-button/export-button.tsx',
  'apps/web/src/components/image-upload/image-upload.tsx',
  'apps/web/src/components/org-filter/org-filter-api.ts',
  'apps/web/src/components/region-cascader/region-api.ts',
  'apps/web/src/lib/auth.ts',
  'apps/web/src/lib/telemetry.ts',
  'apps/web/src/modules/account/components/change-password-modal.tsx',
  'apps/web/src/modules/admin/api/admin-api.ts',
  'apps/web/src/modules/admin/pages/audit-log-page.tsx',
  'apps/web/src/modules/admin/pages/staff-list-page.tsx',
  'apps/web/src/modules/bill/api/bill-actions.ts',
  'apps/web/src/modules/bill/api/get-bill.ts',
  'apps/web/src/modules/bill/api/get-channel-options.ts',
  'apps/web/src/modules/bill/api/save-bill.ts',
  'apps/web/src/modules/bill/bill.keys.ts',
  'apps/web/src/modules/blacklist/api/blacklist-api.ts',
  'apps/web/src/modules/borrower/api/borrower-api.ts',
  'apps/web/src/modules/channel/api/channel-api.ts',
  'apps/web/src/modules/downloads/api/downloads-api.ts',
  'apps/web/src/modules/final-review/api/get-print-bill.ts',
  'apps/web/src/modules/final-review/final-review.keys.ts',
  'apps/web/src/modules/home/api/home-api.ts',
  'apps/web/src/modules/prebill/api/convert-prebill.ts',
  'apps/web/src/modules/prebill/api/create-prebill.ts',
  'apps/web/src/modules/prebill/api/get-prebill-browse.ts',
  'apps/web/src/modules/prebill/api/get-prebill.ts',
  'apps/web/src/modules/prebill/prebill.keys.ts',
  'apps/web/src/modules/system-tools/pages/test-list-page.tsx',
  'apps/web/src/modules/valuation/components/report-section.tsx',
  'apps/web/src/modules/workflow/api/workflow-api.ts',
];
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
    files: ['apps/web/src/modules/*/**/*.{ts,tsx}'],
    rules: {
      // A web module may import shared, @/components and @/lib, never another module (STYLE §1).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/modules/*', '!@/modules/account', '!@/modules/account/**'],
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
    // SQL lives only in repositories and db/ (issue 13): routes, services and the rest reach the
    // database through a repository. SQL_NOT_YET_IN_REPOSITORIES lists the files still to move.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.table.ts',
      'apps/server/src/db/**',
      ...SQL_NOT_YET_IN_REPOSITORIES,
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherModulesData, sqlOnlyInRepositories] }],
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
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', ...API_PATHS_NOT_YET_FROM_CONTRACTS],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/\\/v\\d+\\//]', message: apiPathMessage },
        { selector: 'TemplateElement[value.raw=/\\/v\\d+\\//]', message: apiPathMessage },
      ],
    },
  },
);
