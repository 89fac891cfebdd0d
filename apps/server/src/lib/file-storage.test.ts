import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStorage } from './file-storage';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'lc-files-'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));
const storage = localFileStorage(root);

describe('localFileStorage', () => {
  it('stores buffers and streams, reads them back and lists them by prefix', async () => {
    expect(await storage.put('exports/7/a.bin', Buffer.from('hello'))).toEqual({ size: 5 });
    await storage.put('exports/7/b.bin', Readable.from(['wor', 'ld']));
    await storage.put('images/x.bin', Buffer.from('x'));
    expect(await text(await storage.get('exports/7/b.bin'))).toBe('world');
    const listed = await storage.list('exports');
    expect(listed.map((f) => f.key).sort()).toEqual(['exports/7/a.bin', 'exports/7/b.bin']);
  });

  it('removes files, and a missing file is NotFound', async () => {
    await storage.put('tmp/gone.bin', Buffer.from('1'));
    await storage.remove('tmp/gone.bin');
    await expect(storage.get('tmp/gone.bin')).rejects.toMatchObject({ httpStatus: 404 });
  });

  it('refuses keys that would leave the root', async () => {
    await expect(storage.put('../escape', Buffer.from('1'))).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('a/../../escape', Buffer.from('1'))).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('/abs', Buffer.from('1'))).rejects.toThrow(/invalid storage key/);
  });

  it('leaves no partial file when the source stream fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('source broke'));
      },
    });
    await expect(storage.put('exports/broken.bin', failing)).rejects.toThrow('source broke');
    const names = await fs.readdir(path.join(root, 'exports'));
    expect(names.filter((n) => n.includes('partial') || n === 'broken.bin')).toEqual([]);
  });
});
