import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EditError, sharedEdits } from './edits.mjs';
import { namesOf } from './naming.mjs';

const MODULES_INDEX = `import { createModules } from './module-kit';
import { firmModule } from './firm/firm.module';

export const MODULES = [
  healthModule,
  firmModule,
];

export function createServices(deps: Deps) {
  return createModules(MODULES, deps);
}
`;

const edit = (file, text, plan = { listPath: '/a/aList', detailPath: null, permission: 'a', newGroup: null }) =>
  new Map(sharedEdits({ n: namesOf('ci-sample'), plan })).get(file)(text);

describe('edits of the shared files', () => {
  it('imports the manifest and lists it last in modules/index.ts', () => {
    const out = edit('apps/server/src/modules/index.ts', MODULES_INDEX);
    assert.match(
      out,
      /import \{ firmModule \} from '\.\/firm\/firm\.module';\nimport \{ ciSampleModule \} from '\.\/ci-sample\/ci-sample\.module';/,
    );
    assert.match(out, / {2}firmModule,\n {2}ciSampleModule,\n\];/);
  });

  it('spreads the module error replies into the catalogue', () => {
    const messages =
      "import { FIRM_MESSAGES } from '../firm/firm.messages';\nimport type { X } from '../x';\n\nexport const MESSAGES = {\n  ...FIRM_MESSAGES,\n} as const satisfies Record<string, LocalisedText>;\n";
    assert.equal(
      edit('packages/shared/src/api/messages.ts', messages),
      "import { FIRM_MESSAGES } from '../firm/firm.messages';\nimport { CI_SAMPLE_REPLY_MESSAGES } from '../ci-sample/ci-sample.messages';\n" +
        "import type { X } from '../x';\n\nexport const MESSAGES = {\n  ...FIRM_MESSAGES,\n  ...CI_SAMPLE_REPLY_MESSAGES,\n} as const satisfies Record<string, LocalisedText>;\n",
    );
  });

  it('adds the list page (and a detail page) to pages.ts, never over a built one', () => {
    const pages = "export const PAGES = {\n  '/home': () => import('../modules/home/pages/home-page'),\n};\n";
    const plan = { listPath: '/a/aList', detailPath: '/a/aDetail', permission: 'a', newGroup: null };
    assert.equal(
      edit('apps/web/src/app/pages.ts', pages, plan),
      "export const PAGES = {\n  '/home': () => import('../modules/home/pages/home-page'),\n" +
        "  '/a/aList': () => import('../modules/ci-sample/pages/ci-sample-list-page'),\n" +
        "  '/a/aDetail': () => import('../modules/ci-sample/pages/ci-sample-detail-page'),\n};\n",
    );
    assert.throws(() => edit('apps/web/src/app/pages.ts', pages, { ...plan, listPath: '/home' }), /already has a page/);
  });

  it('lists the same pages as built', () => {
    const built = "export const BUILT_ROUTES = [\n  '/home',\n] as const;\n";
    const plan = { listPath: '/a/aList', detailPath: '/a/aDetail', permission: 'a', newGroup: null };
    assert.equal(
      edit('packages/shared/src/route-table/built-routes.ts', built, plan),
      "export const BUILT_ROUTES = [\n  '/home',\n  '/a/aList',\n  '/a/aDetail',\n] as const;\n",
    );
  });

  it('stops when an anchor is missing', () => {
    assert.throws(() => edit('apps/server/src/modules/index.ts', 'export const x = 1;\n'), EditError);
  });
});

describe('a new group of the route table', () => {
  const plan = { listPath: '/a/aList', detailPath: '/a/aDetail', permission: 'ci_sample_manage', newGroup: { path: '/a' } };
  const test = 'packages/shared/src/route-table/route-table.data.test.ts';

  it('adds its code to our own codes, on one line or several', () => {
    assert.equal(
      edit(test, "const OUR_CODES = ['x', 'y'] as const;\n", plan),
      "const OUR_CODES = ['x', 'y', 'ci_sample_manage'] as const;\n",
    );
    assert.equal(
      edit(test, "const OUR_CODES = [\n  'x',\n  'y',\n] as const;\n", plan),
      "const OUR_CODES = [\n  'x',\n  'y', 'ci_sample_manage',\n] as const;\n",
    );
  });

  it('imports the group and puts it last in the table', () => {
    const data =
      "import { A_ROUTES } from './groups/a.routes';\nimport type { RouteEntry } from './route-table.types';\n\nexport const ROUTE_TABLE: readonly RouteEntry[] = [\n  ...A_ROUTES,\n];\n";
    assert.equal(
      edit('packages/shared/src/route-table/route-table.data.ts', data, plan),
      "import { A_ROUTES } from './groups/a.routes';\nimport { CI_SAMPLE_ROUTES } from './groups/ci-sample.routes';\n" +
        "import type { RouteEntry } from './route-table.types';\n\nexport const ROUTE_TABLE: readonly RouteEntry[] = [\n  ...A_ROUTES,\n  ...CI_SAMPLE_ROUTES,\n];\n",
    );
  });
});
