/** Helpers for the image tests: generated images, the data directory, what the page sent. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** A PNG of random pixels: noise does not deflate, so 1400 × 1000 RGB is over 4 MB. */
export function noisyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = randomBytes((width * 3 + 1) * height);
  for (let row = 0; row < height; row++) rows[row * (width * 3 + 1)] = 0;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

export const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : e.isFile() ? [full] : [];
  });

export const startsWith = (file: string, magic: number[]) => {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(magic.length);
  const read = fs.readSync(fd, head, 0, magic.length, 0);
  fs.closeSync(fd);
  return read === magic.length && head.equals(Buffer.from(magic));
};

export type SentWindow = { __sentImages?: { size: number; type: string; head: number[] }[] };

/** Runs in the page: notes the type, size and first bytes of every image file an XHR sends. */
export function recordSentImages() {
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const file = body instanceof FormData ? body.get('upload_file') : null;
    if (file instanceof Blob) {
      void file
        .slice(0, 3)
        .arrayBuffer()
        .then((head) => {
          const w = window as unknown as SentWindow;
          w.__sentImages = [...(w.__sentImages ?? []), { size: file.size, type: file.type, head: [...new Uint8Array(head)] }];
        });
    }
    return send.call(this, body);
  };
}
