import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { AUDIT_API, UPLOAD_API, endpointUrl } from '@lc/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { images } from '../src/modules/upload/upload.table';
import { type Caller, anonymous, as } from './helpers/as-user';
import { multipart } from './helpers/multipart';
import { decryptImagePayload } from './helpers/decrypt-image';
import { type TestApp, createTestApp } from './helpers/test-app';
import { JPEG } from './helpers/jpeg';

const U = UPLOAD_API.endpoints;

/** A real PNG of noisy RGB pixels (noise does not compress, so size follows the pixel count). */
function png(width: number, height: number): Buffer {
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
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = randomBytes((width * 3 + 1) * height);
  for (let row = 0; row < height; row++) rows[row * (width * 3 + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 1 × 1 PNG whose header then claims `width` × `height` (CRC fixed, so it parses). */
function claimedPng(width: number, height: number): Buffer {
  const bytes = png(1, 1);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29); // IHDR: type + 13 data bytes
  return bytes;
}

/** The real JPEG with its start-of-frame claiming `width` × `height`. */
function claimedJpeg(width: number, height: number): Buffer {
  const bytes = Buffer.from(JPEG);
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return bytes;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('image upload: checked by content, stored encrypted, loaded as ciphertext with its key', () => {
  let t: TestApp;
  let admin: Caller;
  let sales: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, sales] = [await as(t, 'admin'), await as(t, 'sales')];
  });
  afterAll(() => t.close());

  const upload = (
    content: Buffer,
    filename: string,
    opts: { who?: Caller; maxSize?: number; fields?: Record<string, string>; type?: string; field?: string } = {},
  ) =>
    (opts.who ?? sales).send(
      U.image,
      { query: { maxSize: opts.maxSize } },
      multipart({ field: opts.field ?? 'upload_file', filename, content, type: opts.type ?? 'image/jpeg' }, opts.fields),
    );
  const uploaded = async (content: Buffer, filename: string) => (await upload(content, filename)).reply!;
  const storedFiles = () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else found.push(full);
      }
    };
    walk(path.join(t.config.dataDir, 'files'));
    return found;
  };
  const rowCount = async () => (await t.database.db.select({ n: count() }).from(images))[0]?.n ?? 0;
  /** The payload is a file (hex text), read raw; the key is an envelope. */
  const load = async (id: string, who = sales) => {
    const payload = (await who.send(U.payload, { params: { id } })).res;
    const key = await who.send(U.key, { params: { id } });
    return { payload, key };
  };

  it('takes a real JPEG, answers with its addresses and size, and audits the upload', async () => {
    const res = await upload(JPEG, '房产证.jpg');
    expect(res.status).toBe(200);
    const data = res.reply!;
    expect(data.id).toMatch(UUID);
    expect(data).toEqual({
      id: data.id,
      authUrl: endpointUrl(U.payload, { id: data.id }),
      originalUrl: `/upload/v2/image/${data.id}`,
      mime: 'image/jpeg',
      size: JPEG.length,
      width: 24,
      height: 16,
    });
    const audit = (await admin.call(AUDIT_API.endpoints.list, { query: { entity: 'image', action: 'upload', pageSize: 50 } })).list;
    const entry = audit.find((a) => a.entityId === data.id);
    expect(entry?.after).toMatchObject({ mime: 'image/jpeg', size: JPEG.length, fileName: '房产证.jpg' });
    expect(JSON.stringify(entry)).not.toMatch(/wrapped/i);
  });

  it('takes a real PNG with an img_key, whatever the client says its type is', async () => {
    const picture = png(64, 48);
    const res = await upload(picture, 'scan.jpg', { fields: { img_key: 'houseCert' }, type: 'application/octet-stream' });
    expect(res.status).toBe(200);
    const data = res.reply!;
    expect(data).toMatchObject({ mime: 'image/png', size: picture.length, width: 64, height: 48 });
    const [row] = await t.database.db.select().from(images).where(eq(images.id, data.id));
    expect(row).toMatchObject({ imgKey: 'houseCert', mime: 'image/png' });
  });

  it('keeps only ciphertext on disk: no file starts like a JPEG or PNG or holds the image', async () => {
    const picture = png(40, 40);
    const data = await uploaded(picture, 'p.png');
    const [row] = await t.database.db.select().from(images).where(eq(images.id, data.id));
    const files = storedFiles();
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), file).toBe(false);
      expect(bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])), file).toBe(false);
      expect(bytes.includes(JPEG.subarray(0, 200)), file).toBe(false);
      expect(bytes.includes(picture.subarray(0, 200)), file).toBe(false);
    }
    const mine = fs.readFileSync(path.join(t.config.dataDir, 'files', row!.storageKey));
    expect(mine.length).toBe(picture.length + 32);
    expect(row!.wrappedKey).not.toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves the stored ciphertext as hex, which the key endpoint’s key opens to the original', async () => {
    const data = await uploaded(JPEG, 'a.jpg');
    const { payload, key } = await load(data.id);
    expect(payload.statusCode).toBe(200);
    expect(payload.headers['content-type']).toContain('text/plain');
    expect(payload.body).toMatch(/^[0-9a-f]+$/);
    expect(payload.body.length).toBe(Number(payload.headers['content-length']));
    expect(payload.body.startsWith(Buffer.from('LCE1').toString('hex'))).toBe(true);
    const [row] = await t.database.db.select().from(images).where(eq(images.id, data.id));
    expect(Buffer.from(payload.body, 'hex').equals(fs.readFileSync(path.join(t.config.dataDir, 'files', row!.storageKey)))).toBe(true);

    expect(key.status).toBe(200);
    expect(key.res.headers['cache-control']).toBe('no-store');
    const { key: hexKey, alg } = key.reply!;
    expect(alg).toBe('AES-256-GCM');
    expect(hexKey).toMatch(/^[0-9a-f]{64}$/);
    expect(decryptImagePayload(payload.body, hexKey).equals(JPEG)).toBe(true);

    const other = await uploaded(JPEG, 'b.jpg');
    const second = await load(other.id);
    expect(second.key.reply?.key).not.toBe(hexKey); // every image has its own key
    expect(second.payload.body).not.toBe(payload.body);
  });

  it('refuses wrong types, forged extensions and oversize files with a clear message, keeping nothing', async () => {
    const rowsBefore = await rowCount();
    const filesBefore = storedFiles().length;
    const cases: [string, Awaited<ReturnType<typeof upload>>, number, string][] = [
      ['a PDF', await upload(PDF, 'contract.pdf', { type: 'application/pdf' }), 400, '仅支持 JPG、PNG、GIF、WEBP、BMP 格式的图片'],
      ['a PDF named .jpg', await upload(PDF, 'photo.jpg'), 400, '文件内容与扩展名不符，不是有效的图片，请重新选择'],
      [
        'a text file named .png',
        await upload(Buffer.from('just some text, not a picture'), 'photo.png', { type: 'image/png' }),
        400,
        '文件内容与扩展名不符，不是有效的图片，请重新选择',
      ],
      ['over the request’s maxSize (query)', await upload(png(100, 100), 'big.png', { maxSize: 10 }), 413, '图片文件不能超过10Kb'],
      [
        'over the request’s maxSize (field)',
        await upload(png(100, 100), 'big.png', { fields: { maxSize: '20' } }),
        413,
        '图片文件不能超过20Kb',
      ],
      ['over the server’s 15360 KB', await upload(Buffer.alloc(15360 * 1024 + 1, 0xff), 'huge.jpg'), 413, '图片文件不能超过15360Kb'],
      ['without a file', await upload(JPEG, 'x.jpg', { field: 'other', type: 'application/octet-stream' }), 400, '请选择要上传的图片'],
      ['a maxSize above the server’s', await upload(JPEG, 'a.jpg', { maxSize: 99999 }), 400, ''],
    ];
    for (const [label, res, status, msg] of cases) {
      expect(res.status, label).toBe(status);
      if (msg) expect(res.body.msg, label).toBe(msg);
    }
    expect(await rowCount()).toBe(rowsBefore);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('refuses, before decoding, images whose header claims more than 256,000,000 pixels', async () => {
    const before = { rows: await rowCount(), files: storedFiles().length };
    const jpeg30k = claimedJpeg(30000, 30000);
    const png30k = claimedPng(30000, 30000);
    expect(jpeg30k.length + png30k.length).toBeLessThan(2000);
    for (const [content, name] of [
      [jpeg30k, 'huge.jpg'],
      [png30k, 'huge.png'],
      [claimedPng(16001, 16000), 'just-over.png'],
    ] as const) {
      const res = await upload(content, name);
      expect(res.status, name).toBe(400);
      expect(res.body, name).toMatchObject({ code: 400, msg: '图片尺寸过大（超过256000000像素），请缩小后重新上传' });
    }
    expect(await rowCount()).toBe(before.rows);
    expect(storedFiles()).toHaveLength(before.files);
    const atLimit = await upload(claimedPng(16000, 16000), 'at-limit.png');
    expect(atLimit.status).toBe(200);
    expect(atLimit.reply).toMatchObject({ width: 16000, height: 16000 });
  });

  it('a lower maxSize still lets a smaller image through', async () => {
    const res = await upload(JPEG, 'a.jpg', { maxSize: 5 });
    expect(res.status).toBe(200);
  });

  it('needs a session for upload, load and key; another user’s image is not found', async () => {
    const data = await uploaded(JPEG, 'a.jpg');
    const nobody = anonymous(t);
    expect((await upload(JPEG, 'a.jpg', { who: nobody })).status).toBe(401);
    const unsigned = await load(data.id, nobody);
    expect(unsigned.payload.statusCode).toBe(401);
    expect(unsigned.key.status).toBe(401);

    const { payload, key } = await load(data.id, admin);
    expect(payload.statusCode).toBe(404);
    expect(key.status).toBe(404);
    expect((await sales.send(U.key, { params: { id: 'not-a-uuid' } })).status).toBe(400);
  });
});

describe('the media key', () => {
  const secret = randomBytes(32).toString('hex');
  it('is MEDIA_KEY when given and required in production; development derives it from SECRET_KEY; a bad key is refused', () => {
    const media = randomBytes(32);
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: secret, MEDIA_KEY: media.toString('base64') }).mediaKey.equals(media)).toBe(
      true,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: secret })).toThrow('MEDIA_KEY is required in production');
    const derived = loadConfig({ NODE_ENV: 'development', SECRET_KEY: secret }).mediaKey;
    expect(derived).toHaveLength(32);
    expect(derived.equals(Buffer.from(secret, 'hex'))).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', SECRET_KEY: secret }).mediaKey.equals(derived)).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: secret, MEDIA_KEY: 'short' })).toThrow('MEDIA_KEY must be 32 bytes');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('SECRET_KEY is required in production');
  });
});
