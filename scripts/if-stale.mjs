/**
 * Runs a build command only when its output is older than any of its inputs, so that `npm start`
 * on an unchanged checkout starts at once (make's rule, for a build that takes seconds).
 * Usage: node scripts/if-stale.mjs <output file> <input path>... -- <command> [args...]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const split = args.indexOf('--');
if (split < 2 || split === args.length - 1) {
  console.error('usage: if-stale.mjs <output> <input>... -- <command> [args...]');
  process.exit(2);
}
const [output, ...inputs] = args.slice(0, split);
const [command, ...commandArgs] = args.slice(split + 1);

const SKIP = new Set(['node_modules', 'dist', '.turbo', 'coverage']);
/** The newest modification time under a path, skipping build outputs and dependencies. */
function newest(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (!SKIP.has(entry)) max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

const built = fs.statSync(output, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const changed = Math.max(...inputs.map(newest));
if (built > 0 && changed <= built) process.exit(0);
const run = spawnSync(command, commandArgs, { stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(run.status ?? 1);
