/**
 * Bundles the server and the shared package into dist/main.js (decision 0017): start-up then
 * loads one compiled file instead of transpiling hundreds of TypeScript files. The server's
 * dependencies in node_modules stay outside the bundle and load as Node loads them.
 *
 * The export's worker thread is its own file beside main.js (export-writer.adapter.ts starts it) and
 * carries its libraries inside (decision 0059): exceljs and zip.js load from one file in ~0.14 s
 * instead of ~0.3 s from hundreds, and that load is part of every export's time. The import's
 * sheet reader (xlsx-rows.worker) is built the same way, with zip.js and saxes (decision 0063).
 */
import { build } from 'esbuild';

const started = Date.now();
const common = { outdir: 'dist', bundle: true, platform: 'node', format: 'esm', target: 'node20', sourcemap: true, logLevel: 'warning' };
await Promise.all([
  build({
    ...common,
    entryPoints: { main: 'src/main.ts' },
    plugins: [
      {
        name: 'external-dependencies',
        setup(b) {
          // Every bare import is external except our own workspace packages, which ship as TypeScript.
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@lc/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  }),
  // The workers start beside main.js and carry their libraries (decisions 0059 and 0063).
  build({
    ...common,
    entryPoints: {
      'export-workbook.worker': 'src/modules/export/export-workbook.worker.ts',
      'xlsx-rows.worker': 'src/lib/xlsx-rows.worker.ts',
    },
    // exceljs, saxes and their dependencies are CommonJS: give the ESM bundle a require of its own.
    banner: { js: "import { createRequire as __workerRequire } from 'node:module'; const require = __workerRequire(import.meta.url);" },
  }),
]);
console.log(`server bundled in ${Date.now() - started} ms`);
