// The one-line additions to shared files (export lists, wiring, the page maps, the built flags).
// Each finds its anchor or stops with the file and what it looked for: nothing is written half way.
import ts from 'typescript';

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

/**
 * The edits of the files every module touches, as [path, (text) => text]. `routeFiles` maps a full
 * path of the table to the group file under route-table/groups/ that holds it (a spec route's page
 * is marked built there; a new group's file is written with its pages built).
 */
export function sharedEdits({ n, plan, routeFiles = new Map() }) {
  const edits = [
    ['packages/shared/src/index.ts', (t) => afterLast(t, /^export \* from '/, [`export * from './${n.kebab}';`], 'shared index')],
    [
      'apps/server/src/db/schema.ts',
      (t) => afterLast(t, /^export \* from '/, [`export * from '../modules/${n.kebab}/${n.kebab}.table';`], 'db schema'),
    ],
    ['packages/shared/src/api/messages.ts', (t) => addMessages(t, n)],
    ['apps/server/src/modules/index.ts', (t) => wireModule(t, n)],
    ['apps/web/src/app/pages.ts', (t) => addPageMap(t, n)],
  ];
  if (!plan.newGroup) {
    const paths = [plan.listPath, plan.detailPath].filter(Boolean);
    const files = new Map();
    for (const path of paths) {
      const file = routeFiles.get(path);
      if (!file) throw new EditError(`route table: no group file holds ${path}`);
      files.set(file, [...(files.get(file) ?? []), path]);
    }
    for (const [file, inFile] of files) edits.push([file, (t) => markBuilt(t, inFile, file)]);
  }
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

/** app/pages.ts: the module's page map (modules/<name>/<name>.pages.ts), imported and listed last. */
function addPageMap(text, n) {
  const where = 'app/pages.ts';
  const name = `${n.CONST}_PAGES`;
  const t = afterLast(text, /^import \{ \w+_PAGES \} from '/, [`import { ${name} } from '../modules/${n.kebab}/${n.kebab}.pages';`], where);
  return beforeEnd(t, /^export const MODULE_PAGES\b/, /^\];$/, [`  ${name},`], where);
}

/** A group file of the route table: `built: true` on the entries of these full paths, never twice. */
export function markBuilt(text, paths, where) {
  const source = ts.createSourceFile(where, text, ts.ScriptTarget.Latest, true);
  const property = (node, name) => node.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === name);
  const join = (parent, path) => (path.startsWith('/') ? path : `${parent === null || parent === '/' ? '' : parent}/${path}`);
  const found = new Map();
  const walkEntries = (list, parent) => {
    for (const entry of list.elements.filter(ts.isObjectLiteralExpression)) {
      const path = property(entry, 'path');
      if (!path || !ts.isStringLiteral(path.initializer)) continue;
      const full = join(parent, path.initializer.text);
      if (paths.includes(full)) found.set(full, { entry, path });
      const children = property(entry, 'children');
      if (children && ts.isArrayLiteralExpression(children.initializer)) walkEntries(children.initializer, full);
    }
  };
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isArrayLiteralExpression(node.initializer))
      walkEntries(node.initializer, null);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const inserts = paths.map((full) => {
    const hit = found.get(full);
    if (!hit) throw new EditError(`${where}: no entry for ${full}`);
    if (property(hit.entry, 'built')) throw new EditError(`${where}: ${full} already has a page`);
    return hit.path.end;
  });
  // From the end, so each position still holds; after the path's comma, or before the closing brace.
  return inserts
    .sort((a, b) => b - a)
    .reduce(
      (out, at) =>
        out[at] === ',' ? `${out.slice(0, at + 1)} built: true,${out.slice(at + 1)}` : `${out.slice(0, at)}, built: true${out.slice(at)}`,
      text,
    );
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
