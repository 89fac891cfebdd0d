import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/*.repository', '../*/*.table'], message: 'reach another module only through its service' }] },
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
);
