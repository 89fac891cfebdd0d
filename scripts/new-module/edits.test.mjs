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

const GROUP = 'packages/shared/src/route-table/groups/a.routes.ts';
const routeFiles = new Map([
  ['/a/aList', GROUP],
  ['/a/aDetail', GROUP],
]);
const edit = (file, text, plan = { listPath: '/a/aList', detailPath: null, permission: 'a', newGroup: null }) =>
  new Map(sharedEdits({ n: namesOf('ci-sample'), plan, routeFiles })).get(file)(text);

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

  it("imports the module's page map and lists it last in app/pages.ts", () => {
    const pages =
      "import type { PageMap } from '@/lib/page-map';\nimport { HOME_PAGES } from '../modules/home/home.pages';\n\n" +
      'export const MODULE_PAGES: readonly PageMap[] = [\n  HOME_PAGES,\n];\n';
    assert.equal(
      edit('apps/web/src/app/pages.ts', pages),
      "import type { PageMap } from '@/lib/page-map';\nimport { HOME_PAGES } from '../modules/home/home.pages';\n" +
        "import { CI_SAMPLE_PAGES } from '../modules/ci-sample/ci-sample.pages';\n\n" +
        'export const MODULE_PAGES: readonly PageMap[] = [\n  HOME_PAGES,\n  CI_SAMPLE_PAGES,\n];\n',
    );
  });

  it("marks a spec route's list and detail page built in their group file, never twice", () => {
    const group =
      "export const A_ROUTES: readonly RouteEntry[] = [\n  {\n    path: '/a',\n    children: [\n" +
      "      { path: 'aList', title: t('甲', 'A') },\n      { path: 'aDetail', hidden: true, title: t('甲', 'A') },\n" +
      "      { path: 'bList', built: true, title: t('乙', 'B') },\n    ],\n  },\n];\n";
    const file = 'packages/shared/src/route-table/groups/a.routes.ts';
    const routeFiles = new Map(['/a/aList', '/a/aDetail', '/a/bList'].map((p) => [p, file]));
    const plan = { listPath: '/a/aList', detailPath: '/a/aDetail', permission: 'a', newGroup: null };
    const edits = new Map(sharedEdits({ n: namesOf('ci-sample'), plan, routeFiles }));
    assert.equal(
      edits.get(file)(group),
      group.replace("{ path: 'aList',", "{ path: 'aList', built: true,").replace("{ path: 'aDetail',", "{ path: 'aDetail', built: true,"),
    );
    const again = new Map(sharedEdits({ n: namesOf('ci-sample'), plan: { ...plan, listPath: '/a/bList', detailPath: null }, routeFiles }));
    assert.throws(() => again.get(file)(group), /already has a page/);
    assert.throws(() => sharedEdits({ n: namesOf('ci-sample'), plan, routeFiles: new Map() }), /no group file holds/);
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
