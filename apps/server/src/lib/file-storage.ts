import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { NotFound } from './errors';

export type StoredFile = { key: string; size: number; modifiedAt: Date };

/**
 * Where files live (images, exports, reports). A local directory by default; an object store
 * for scale-out implements the same four calls (ARCHITECTURE: Jobs and files).
 */
export type FileStorage = {
  put(key: string, body: Buffer | Readable): Promise<{ size: number }>;
  get(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  list(prefix: string): Promise<StoredFile[]>;
};

/** Keys are relative paths of safe segments; anything that could climb out of the root is refused. */
const KEY_PATTERN = /^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)*$/;

/** The app's files: the `files` directory under the data directory. */
export const appFileStorage = (dataDir: string) => localFileStorage(path.join(dataDir, 'files'));

export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };

  return {
    async put(key, body) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write beside, then rename: a reader never sees half a file, a crash leaves no partial one.
      const partial = `${target}.partial-${process.pid}-${Date.now()}`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return { size: (await fs.stat(target)).size };
    },

    async get(key) {
      const target = resolve(key);
      try {
        await fs.access(target);
      } catch {
        throw new NotFound();
      }
      return createReadStream(target);
    },

    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },

    async list(prefix) {
      const dir = resolve(prefix);
      const found: StoredFile[] = [];
      const walk = async (current: string) => {
        const entries = await fs.readdir(current, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const full = path.join(current, entry.name);
          if (entry.isDirectory()) await walk(full);
          else if (!entry.name.includes('.partial-')) {
            const stat = await fs.stat(full);
            found.push({ key: path.relative(root, full).split(path.sep).join('/'), size: stat.size, modifiedAt: stat.mtime });
          }
        }
      };
      await walk(dir);
      return found;
    },
  };
}
