import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { images } from '../src/modules/upload/upload.table';
import { multipart } from './helpers/multipart';
import { decryptImagePayload } from './helpers/decrypt-image';
import { type TestApp, createTestApp } from './helpers/test-app';
import { JPEG } from './helpers/jpeg';

const ADMIN = '13800000000';
const SALES = '13800000011';

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

type Uploaded = {
  id: string;
  authUrl: string;
  originalUrl: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
};

describe('image upload: checked by content, stored encrypted, loaded as ciphertext with its key', () => {
  let t: TestApp;
  let admin: string;
  let sales: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ADMIN);
    sales = await t.login(SALES);
  });
  afterAll(() => t.close());

  const upload = (
    content: Buffer,
    filename: string,
    opts: { cookie?: string | undefined; query?: string; fields?: Record<string, string>; type?: string } = {},
  ) =>
    t.call({
      method: 'POST',
      url: `/api/upload/v2/image${opts.query ?? ''}`,
      ...('cookie' in opts ? (opts.cookie ? { cookie: opts.cookie } : {}) : { cookie: sales }),
      ...multipart({ field: 'upload_file', filename, content, type: opts.type ?? 'image/jpeg' }, opts.fields),
    });
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
  const load = async (url: string, cookie = sales) => {
    const payload = await t.call({ method: 'GET', url, cookie });
    const key = await t.call({ method: 'GET', url: `${url}/key`, cookie });
    return { payload, key };
  };

  it('takes a real JPEG, answers with its addresses and size, and audits the upload', async () => {
    const res = await upload(JPEG, '房产证.jpg');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Uploaded;
    expect(data.id).toMatch(UUID);
    expect(data).toEqual({
      id: data.id,
      authUrl: `/api/upload/v2/image/${data.id}`,
      originalUrl: `/upload/v2/image/${data.id}`,
      mime: 'image/jpeg',
      size: JPEG.length,
      width: 24,
      height: 16,
    });
    const audit = (await t.call({ method: 'GET', url: '/api/v1/admin/audit?entity=image&action=upload&pageSize=50', cookie: admin })).json()
      .data.list as { entityId: string; after: Record<string, unknown> }[];
    const entry = audit.find((a) => a.entityId === data.id);
    expect(entry?.after).toMatchObject({ mime: 'image/jpeg', size: JPEG.length, fileName: '房产证.jpg' });
    expect(JSON.stringify(entry)).not.toMatch(/wrapped/i);
  });

  it('takes a real PNG with an img_key, whatever the client says its type is', async () => {
    const picture = png(64, 48);
    const res = await upload(picture, 'scan.jpg', { fields: { img_key: 'houseCert' }, type: 'application/octet-stream' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Uploaded;
    expect(data).toMatchObject({ mime: 'image/png', size: picture.length, width: 64, height: 48 });
    const [row] = await t.database.db.select().from(images).where(eq(images.id, data.id));
    expect(row).toMatchObject({ imgKey: 'houseCert', mime: 'image/png' });
  });

  it('keeps only ciphertext on disk: no file starts like a JPEG or PNG or holds the image', async () => {
    const picture = png(40, 40);
    const data = (await upload(picture, 'p.png')).json().data as Uploaded;
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
    const data = (await upload(JPEG, 'a.jpg')).json().data as Uploaded;
    const { payload, key } = await load(data.authUrl);
    expect(payload.statusCode).toBe(200);
    expect(payload.headers['content-type']).toContain('text/plain');
    expect(payload.body).toMatch(/^[0-9a-f]+$/);
    expect(payload.body.length).toBe(Number(payload.headers['content-length']));
    expect(payload.body.startsWith(Buffer.from('LCE1').toString('hex'))).toBe(true);
    const [row] = await t.database.db.select().from(images).where(eq(images.id, data.id));
    expect(Buffer.from(payload.body, 'hex').equals(fs.readFileSync(path.join(t.config.dataDir, 'files', row!.storageKey)))).toBe(true);

    expect(key.statusCode).toBe(200);
    expect(key.headers['cache-control']).toBe('no-store');
    const { key: hexKey, alg } = key.json().data as { key: string; alg: string };
    expect(alg).toBe('AES-256-GCM');
    expect(hexKey).toMatch(/^[0-9a-f]{64}$/);
    expect(decryptImagePayload(payload.body, hexKey).equals(JPEG)).toBe(true);

    const other = (await upload(JPEG, 'b.jpg')).json().data as Uploaded;
    const second = await load(other.authUrl);
    expect(second.key.json().data.key).not.toBe(hexKey); // every image has its own key
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
      ['over the request’s maxSize (query)', await upload(png(100, 100), 'big.png', { query: '?maxSize=10' }), 413, '图片文件不能超过10Kb'],
      [
        'over the request’s maxSize (field)',
        await upload(png(100, 100), 'big.png', { fields: { maxSize: '20' } }),
        413,
        '图片文件不能超过20Kb',
      ],
      ['over the server’s 15360 KB', await upload(Buffer.alloc(15360 * 1024 + 1, 0xff), 'huge.jpg'), 413, '图片文件不能超过15360Kb'],
      [
        'without a file',
        await t.call({
          method: 'POST',
          url: '/api/upload/v2/image',
          cookie: sales,
          ...multipart({ field: 'other', filename: 'x.jpg', content: JPEG }),
        }),
        400,
        '请选择要上传的图片',
      ],
      ['a maxSize above the server’s', await upload(JPEG, 'a.jpg', { query: '?maxSize=99999' }), 400, ''],
    ];
    for (const [label, res, status, msg] of cases) {
      expect(res.statusCode, label).toBe(status);
      if (msg) expect(res.json().msg, label).toBe(msg);
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
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ code: 400, msg: '图片尺寸过大（超过256000000像素），请缩小后重新上传' });
    }
    expect(await rowCount()).toBe(before.rows);
    expect(storedFiles()).toHaveLength(before.files);
    const atLimit = await upload(claimedPng(16000, 16000), 'at-limit.png');
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().data).toMatchObject({ width: 16000, height: 16000 });
  });

  it('a lower maxSize still lets a smaller image through', async () => {
    const res = await upload(JPEG, 'a.jpg', { query: '?maxSize=5' });
    expect(res.statusCode).toBe(200);
  });

  it('needs a session for upload, load and key; another user’s image is not found', async () => {
    const data = (await upload(JPEG, 'a.jpg')).json().data as Uploaded;
    const anonymous = await upload(JPEG, 'a.jpg', { cookie: undefined });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: data.authUrl })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: `${data.authUrl}/key` })).statusCode).toBe(401);

    const { payload, key } = await load(data.authUrl, admin);
    expect(payload.statusCode).toBe(404);
    expect(key.statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/upload/v2/image/not-a-uuid/key', cookie: sales })).statusCode).toBe(400);
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
