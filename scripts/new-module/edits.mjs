// The one-line additions to shared files (export lists, wiring, the page map). Each finds its
// anchor or stops with the file and what it looked for: nothing is written half way.

export class EditError extends Error {}

const lines = (text) => text.split('\n');

/** Inserts `added` after the last line matching `pattern`. */
export function afterLast(text, pattern, added, where) {
  const ls = lines(text);
  const i = ls.findLastIndex((l) => pattern.test(l));
  if (i < 0) throw new EditError(`${where}: no line matching ${pattern}`);
  ls.splice(i + 1, 0, ...added);
  return ls.join('\n');
}

/** Inserts `added` before the first line matching `end` that follows the first line matching `start`. */
export function beforeEnd(text, start, end, added, where) {
  const ls = lines(text);
  const s = ls.findIndex((l) => start.test(l));
  if (s < 0) throw new EditError(`${where}: no line matching ${start}`);
  const e = ls.findIndex((l, i) => i > s && end.test(l));
  if (e < 0) throw new EditError(`${where}: no line matching ${end} after ${start}`);
  ls.splice(e, 0, ...added);
  return ls.join('\n');
}

/** The edits of the files every module touches, as [path, (text) => text]. */
export function sharedEdits({ n, plan }) {
  const edits = [
    ['packages/shared/src/index.ts', (t) => afterLast(t, /^export \* from '/, [`export * from './${n.kebab}';`], 'shared index')],
    [
      'apps/server/src/db/schema.ts',
      (t) => afterLast(t, /^export \* from '/, [`export * from '../modules/${n.kebab}/${n.kebab}.table';`], 'db schema'),
    ],
    ['packages/shared/src/api/messages.ts', (t) => addMessages(t, n)],
    ['apps/server/src/modules/index.ts', (t) => wireModule(t, n)],
    ['apps/web/src/app/pages.ts', (t) => addPages(t, n, plan)],
    ['packages/shared/src/route-table/built-routes.ts', (t) => addBuiltRoutes(t, plan)],
  ];
  if (plan.newGroup)
    edits.push(
      ['packages/shared/src/route-table/route-table.data.ts', (t) => addRouteGroup(t, n)],
      ['packages/shared/src/route-table/route-table.data.test.ts', (t) => addOwnCode(t, plan.permission)],
    );
  return edits;
}

/** api/messages.ts: the module's error replies join the catalogue. */
function addMessages(text, n) {
  const where = 'api/messages.ts';
  const name = `${n.CONST}_REPLY_MESSAGES`;
  const t = afterLast(
    text,
    /^import \{ \w+_MESSAGES \} from '\.\.\//,
    [`import { ${name} } from '../${n.kebab}/${n.kebab}.messages';`],
    where,
  );
  return beforeEnd(t, /^export const MESSAGES\b/, /^\} as const satisfies /, [`  ...${name},`], where);
}

/** modules/index.ts: the manifest's import and its line, last in the module list. */
function wireModule(text, n) {
  const where = 'modules/index.ts';
  const t = afterLast(text, /^import .* from '\.\//, [`import { ${n.camel}Module } from './${n.kebab}/${n.kebab}.module';`], where);
  return beforeEnd(t, /^export const MODULES\b/, /^\];$/, [`  ${n.camel}Module,`], where);
}

/** pages.ts: the list page, and the detail page when the table has a route for it. */
function addPages(text, n, plan) {
  const page = (path, file) => `  '${path}': () => import('../modules/${n.kebab}/pages/${file}'),`;
  const added = [page(plan.listPath, `${n.kebab}-list-page`)];
  if (plan.detailPath) added.push(page(plan.detailPath, `${n.kebab}-detail-page`));
  for (const path of [plan.listPath, plan.detailPath].filter(Boolean))
    if (text.includes(`'${path}':`)) throw new EditError(`pages.ts: ${path} already has a page`);
  return beforeEnd(text, /^export const PAGES\b/, /^\};$/, added, 'pages.ts');
}

/** built-routes.ts: the same pages, as built (pages.ts's keys are typed by this list). */
function addBuiltRoutes(text, plan) {
  const added = [plan.listPath, plan.detailPath].filter(Boolean).map((path) => `  '${path}',`);
  return beforeEnd(text, /^export const BUILT_ROUTES\b/, /^\] as const;$/, added, 'built-routes.ts');
}

/** route-table.data.ts: the new group's import and its place (last: move it to its place in the menu's order). */
function addRouteGroup(text, n) {
  const t = afterLast(
    text,
    /^import \{ \w+_ROUTES \} from '\.\/groups\//,
    [`import { ${n.CONST}_ROUTES } from './groups/${n.kebab}.routes';`],
    'route table',
  );
  return beforeEnd(t, /^export const ROUTE_TABLE\b/, /^\];$/, [`  ...${n.CONST}_ROUTES,`], 'route table');
}

/** The route table's test lists every code; a code the spec does not write is one of ours. */
function addOwnCode(text, code) {
  const own = /^(const OUR_CODES = \[[\s\S]*?)(,?\s*\] as const;)$/m;
  if (!own.test(text)) throw new EditError('route-table.data.test.ts: no OUR_CODES list');
  return text.replace(own, (_, head, tail) => `${head}, '${code}'${tail}`);
}
