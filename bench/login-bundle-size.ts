/** Gzip size of the JavaScript the login route loads: the entry and every chunk it preloads. */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
let raw = 0;
let gz = 0;
for (const file of new Set(scripts)) {
  const bytes = fs.readFileSync(path.join(dist, file));
  raw += bytes.length;
  gz += gzipSync(bytes, { level: 9 }).length;
}
console.log(
  `login route JS: ${scripts.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip (goal ≤ 200 KB)`,
);
