/**
 * Gzip size of the JavaScript a visit to /login loads: the entry and its static imports, plus
 * the lazy login page and its static imports, read from Vite's manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean; src?: string };
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const files = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  chunk.imports?.forEach(visit);
};
visit('index.html');
visit('src/app/login-page.tsx');

let raw = 0;
let gz = 0;
for (const file of files) {
  const bytes = fs.readFileSync(path.join(dist, file));
  raw += bytes.length;
  gz += gzipSync(bytes, { level: 9 }).length;
}
console.log(`login route JS: ${files.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip (goal ≤ 200 KB)`);
