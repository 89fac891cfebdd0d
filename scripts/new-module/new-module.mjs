#!/usr/bin/env node
// npm run new:module -- <name> [--route <path>] [--permission <code>] [--dry-run]
// Stamps out a module in the house shape (STYLE.md §2, docs/adding-a-module.md) under one
// kebab-case name in shared, server and web, wires it in, and makes its migration.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { EditError, sharedEdits } from './edits.mjs';
import { isKebab, namesOf } from './naming.mjs';
import { render } from './render.mjs';
import { PlanError, planRoute } from './route-plan.mjs';
import { serverFiles } from './server-files.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const TEMPLATES = path.join(HERE, 'templates');
const SERVER = path.join(ROOT, 'apps/server');
const MIGRATIONS = path.join(SERVER, 'drizzle');

const USAGE = `Usage: npm run new:module -- <name> [options]

  <name>                 kebab-case, the same in shared, server and web (e.g. mortgage-request)
  --route <path>         the list page: a route of the table (src/route-table), or a new /group/page
                         (default /<name>Manage/<name>List); a hidden ...Detail sibling becomes the detail page
  --permission <code>    the endpoints' code (default: the route's own or its group's; for a new
                         group <name>_manage)
  --detail-route <path>  the detail page, when the table names it differently
  --title-zh, --title-en a new group's titles (default: the name in words)
  --dry-run              list what would be written, write nothing`;

class UsageError extends Error {}

function parse(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      route: { type: 'string' },
      permission: { type: 'string' },
      'detail-route': { type: 'string' },
      'title-zh': { type: 'string' },
      'title-en': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return null;
  const [name, ...extra] = positionals;
  if (!name || extra.length) throw new UsageError('give exactly one module name');
  if (!isKebab(name)) throw new UsageError(`${name}: a module name is kebab-case (lower-case words joined by -)`);
  if (values.permission !== undefined && !/^[A-Za-z][A-Za-z0-9_:]*$/.test(values.permission))
    throw new UsageError(`--permission ${values.permission}: a code is letters, digits and _`);
  return { name, ...values };
}

const GROUPS = 'packages/shared/src/route-table/groups';

/**
 * Every route of the table with its full path and ancestors, read from the TypeScript source, and
 * the group file that holds each (where a spec route's page is marked built).
 */
async function readRouteTable() {
  const { tsImport } = await import('tsx/esm/api');
  const from = (file) => tsImport(path.join(ROOT, 'packages/shared/src/route-table', file), import.meta.url);
  const [{ ROUTE_TABLE }, { flattenRoutes }] = await Promise.all([from('route-table.data.ts'), from('route-table.walk.ts')]);
  const routeFiles = new Map();
  for (const file of fs.readdirSync(path.join(ROOT, GROUPS)).filter((f) => f.endsWith('.routes.ts'))) {
    const group = await from(`groups/${file}`);
    for (const entries of Object.values(group).filter(Array.isArray))
      for (const route of flattenRoutes(entries)) routeFiles.set(route.fullPath, `${GROUPS}/${file}`);
  }
  return { routes: flattenRoutes(ROUTE_TABLE), routeFiles };
}

/** Table names already taken by a pgTable of some module. */
function tableNames() {
  const modules = path.join(SERVER, 'src/modules');
  const names = new Set();
  for (const file of fs.readdirSync(modules, { recursive: true }).filter((f) => String(f).endsWith('.table.ts')))
    for (const m of fs.readFileSync(path.join(modules, String(file)), 'utf8').matchAll(/pgTable\(\s*'(\w+)'/g)) names.add(m[1]);
  return names;
}

const quoted = (text) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

/** What the generator writes: new files by path, and the edits of existing ones. */
function planFiles(n, plan, routeFiles) {
  const t = (locale, text) => quoted(text[locale]);
  const detailTitle = plan.detailTitle ?? {
    'zh-CN': `${plan.title['zh-CN']}详情`,
    'en-US': `${plan.title['en-US']} details`,
  };
  const vars = {
    ...n,
    permission: plan.permission,
    listPath: plan.listPath,
    detailPath: plan.detailPath ?? '',
    titleZh: t('zh-CN', plan.title),
    titleEn: t('en-US', plan.title),
    detailTitleZh: t('zh-CN', detailTitle),
    detailTitleEn: t('en-US', detailTitle),
    groupPath: plan.newGroup?.path ?? '',
    listLeaf: plan.newGroup?.listLeaf ?? '',
    detailLeaf: plan.newGroup?.detailLeaf ?? '',
  };
  const flags = { detailRoute: Boolean(plan.detailPath) };
  const shared = `packages/shared/src/${n.kebab}`;
  const server = `apps/server/src/modules/${n.kebab}`;
  const web = `apps/web/src/modules/${n.kebab}`;
  const files = [
    [`${shared}/${n.kebab}.schema.ts`, 'shared/schema.ts'],
    [`${shared}/${n.kebab}.contract.ts`, 'shared/contract.ts'],
    [`${shared}/${n.kebab}.messages.ts`, 'shared/messages.ts'],
    [`${shared}/index.ts`, 'shared/index.ts'],
    plan.newGroup && [`${GROUPS}/${n.kebab}.routes.ts`, 'shared/routes.ts'],
    ...serverFiles(n.kebab),
    [`apps/server/test/${n.kebab}.routes.test.ts`, 'server/routes.test.ts'],
    [`${web}/api/${n.kebab}-api.ts`, 'web/api.ts'],
    [`${web}/${n.kebab}.text.ts`, 'web/text.ts'],
    [`${web}/${n.kebab}.pages.ts`, 'web/pages.ts'],
    [`${web}/components/${n.kebab}-form-modal.tsx`, 'web/form-modal.tsx'],
    [`${web}/components/${n.kebab}-detail.tsx`, 'web/detail.tsx'],
    [`${web}/pages/${n.kebab}-list-page.tsx`, 'web/list-page.tsx'],
    plan.detailPath && [`${web}/pages/${n.kebab}-detail-page.tsx`, 'web/detail-page.tsx'],
    [`e2e/${n.kebab}.spec.ts`, 'e2e/spec.ts'],
  ]
    .filter(Boolean)
    .map(([file, template]) => {
      const text = fs.readFileSync(path.join(TEMPLATES, `${template}.tmpl`), 'utf8');
      return [file, render(text, vars, flags, template)];
    });
  return { dirs: [shared, server, web], files, edits: sharedEdits({ n, plan, routeFiles }) };
}

function checkFree(n, dirs, files) {
  for (const p of [...dirs, ...files.map(([f]) => f)])
    if (fs.existsSync(path.join(ROOT, p))) throw new UsageError(`${p} already exists: pick another name`);
  if (tableNames().has(n.table)) throw new UsageError(`a table named ${n.table} already exists: pick another name`);
}

/** Runs a tool with its output on stderr, so that stdout stays the list of what was written. */
function run(cmd, args, cwd) {
  const res = spawnSync(cmd, args, { cwd, stdio: ['ignore', process.stderr, process.stderr] });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${res.status})`);
}

const listing = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : []);
const readOrNull = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

/** drizzle-kit's migration for the new table; returns what it created and changed. */
function makeMigration(n) {
  const before = new Set(listing(MIGRATIONS));
  const journal = path.join(MIGRATIONS, 'meta/_journal.json');
  const journalBefore = readOrNull(journal);
  run(path.join(ROOT, 'node_modules/.bin/drizzle-kit'), ['generate', '--name', n.snake], SERVER);
  const rel = (f) => path.relative(ROOT, path.join(MIGRATIONS, f));
  const created = listing(MIGRATIONS)
    .filter((f) => !before.has(f) && fs.statSync(path.join(MIGRATIONS, f)).isFile())
    .map(rel);
  if (!created.some((f) => f.endsWith('.sql'))) throw new Error('drizzle-kit wrote no migration: is the table in src/db/schema.ts?');
  const updated = readOrNull(journal) !== journalBefore ? [rel('meta/_journal.json')] : [];
  return { created, updated };
}

async function main() {
  const args = parse(process.argv.slice(2));
  if (!args) return console.log(USAGE);
  const n = namesOf(args.name);
  const { routes, routeFiles } = await readRouteTable();
  const plan = planRoute({
    routes,
    names: n,
    route: args.route,
    permission: args.permission,
    detailRoute: args['detail-route'],
    titleZh: args['title-zh'],
    titleEn: args['title-en'],
  });
  const { dirs, files, edits } = planFiles(n, plan, routeFiles);
  checkFree(n, dirs, files);
  // Every edit is made in memory first: a missing anchor stops before anything is written.
  const edited = edits.map(([file, edit]) => [file, edit(fs.readFileSync(path.join(ROOT, file), 'utf8'))]);

  const newDirs = [...new Set(files.map(([f]) => path.dirname(f)))].filter((d) => !fs.existsSync(path.join(ROOT, d)));
  const topDirs = dirs.filter((d) => newDirs.includes(d) || newDirs.some((x) => x.startsWith(`${d}/`)));
  const report = (verb, p) => console.log(`${verb.padEnd(7)} ${p}`);
  const detail = plan.detailPath ? `detail ${plan.detailPath}` : 'the detail opens from the list';
  const summary = `${n.kebab}: list ${plan.listPath}, ${detail}, permission ${plan.permission}.`;
  if (args['dry-run']) {
    console.log(summary);
    topDirs.forEach((d) => report('create', `${d}/`));
    files.forEach(([f]) => report('create', f));
    edited.forEach(([f]) => report('update', f));
    report('run', `drizzle-kit generate --name ${n.snake} (a migration under apps/server/drizzle/ and its journal)`);
    return;
  }

  // Each path is listed as it is written, so a run that stops half way can still be undone.
  topDirs.forEach((d) => report('create', `${d}/`));
  for (const [verb, list] of [
    ['create', files],
    ['update', edited],
  ])
    for (const [file, text] of list) {
      fs.mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
      fs.writeFileSync(path.join(ROOT, file), text.endsWith('\n') ? text : `${text}\n`);
      report(verb, file);
    }
  const written = [...files, ...edited].map(([f]) => f);
  run(path.join(ROOT, 'node_modules/.bin/prettier'), ['--write', '--log-level', 'warn', ...written], ROOT);
  const migration = makeMigration(n);
  migration.created.forEach((f) => report('create', f));
  migration.updated.forEach((f) => report('update', f));
  console.log(`\n${summary}\nNext: npm run typecheck; cd apps/server && npx vitest run test/${n.kebab}.routes.test.ts; cd e2e && npx playwright test ${n.kebab}.spec.ts
Then fill in the domain (docs/adding-a-module.md).`);
}

main().catch((error) => {
  if (error instanceof UsageError || error instanceof PlanError || error instanceof EditError) {
    console.error(`new:module: ${error.message}`);
    process.exit(2);
  }
  if (error?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || error?.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    console.error(`new:module: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  throw error;
});
