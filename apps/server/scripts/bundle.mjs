/**
 * Bundles the server and the shared package into dist/main.js (decision 0017): start-up then
 * loads one compiled file instead of transpiling hundreds of TypeScript files. Dependencies in
 * node_modules stay outside the bundle and load as Node loads them.
 */
import { build } from 'esbuild';

const started = Date.now();
await build({
  // The export's worker thread is its own file beside main.js (export-writer.ts starts it).
  entryPoints: { main: 'src/main.ts', 'export-workbook.worker': 'src/modules/export/export-workbook.worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-dependencies',
      setup(b) {
        // Every bare import is external except our own workspace packages, which ship as TypeScript.
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@lc/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
console.log(`server bundled in ${Date.now() - started} ms`);
