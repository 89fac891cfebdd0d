/**
 * Runs a bench as production runs the server: bundled by esbuild as scripts/bundle.mjs bundles
 * dist/main.js (our TypeScript inside, node_modules outside), then by plain Node. tsx keeps
 * function names (esbuild's keepNames), which wraps every closure made per call in a `__name`
 * helper the bundle does not have (issue 31). The bundle goes beside the server's own in
 * apps/server/dist/, so paths relative to the server (migrations) and its dependencies resolve as
 * they do in production.
 *   node run-bundled.mjs request-path.bench.ts
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = process.argv[2];
if (!entry) throw new Error('usage: node run-bundled.mjs <bench file>');
// Named by its content: a profile of an older build keeps the bundle and source map it ran from.
const built = await build({
  entryPoints: { [`bench-${path.basename(entry, '.ts')}`]: path.resolve(here, entry) },
  outdir: path.join(here, '../apps/server/dist'),
  entryNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  metafile: true,
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
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@lc/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
const outfile = Object.keys(built.metafile.outputs).find((file) => file.endsWith('.mjs'));
const run = spawnSync(process.execPath, ['--enable-source-maps', outfile, ...process.argv.slice(3)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
