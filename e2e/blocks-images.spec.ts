import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn } from './support/session';

/** A PNG of random pixels: noise does not deflate, so 1400 × 1000 RGB is over 4 MB. */
function noisyPng(width: number, height: number): Buffer {
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

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : e.isFile() ? [full] : [];
  });

const startsWith = (file: string, magic: number[]) => {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(magic.length);
  const read = fs.readSync(fd, head, 0, magic.length, 0);
  fs.closeSync(fd);
  return read === magic.length && head.equals(Buffer.from(magic));
};

type SentWindow = { __sentImages?: { size: number; type: string; head: number[] }[] };

/** Runs in the page: notes the type, size and first bytes of every image file an XHR sends. */
function recordSentImages() {
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

test('an image over 2 MB is compressed in the browser, stored encrypted, and shown through the worker', async ({ page }) => {
  const original = noisyPng(1400, 1000);
  expect(original.length).toBeGreaterThan(2 * 1024 * 1024);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lc-e2e-img-')), '现场照片.png');
  fs.writeFileSync(file, original);

  await page.addInitScript(recordSentImages);
  await signIn(page, DEMO.admin);
  await page.goto('/systemTools/testImg');
  const upload = page.getByRole('group', { name: '图片上传（最多3张）' });

  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/upload/v2/image'));
  await upload.getByTestId('image-upload-input').setInputFiles(file);
  const request = await sent;

  // What left the browser: the request is well under 2 MB and its file is a JPEG. Chromium does
  // not hand file bodies to the network layer's observers, so the page reports the file it sent.
  const length = Number((await request.allHeaders())['content-length']);
  expect(length).toBeGreaterThan(1000);
  expect(length).toBeLessThan(2 * 1024 * 1024);
  const sentFiles = () => page.evaluate(() => (window as unknown as SentWindow).__sentImages ?? []);
  await expect.poll(sentFiles).toHaveLength(1);
  const [sentFile] = await sentFiles();
  expect(sentFile).toMatchObject({ type: 'image/jpeg', head: [0xff, 0xd8, 0xff] });
  expect(sentFile!.size).toBeLessThan(length);
  const reply = await (await request.response())!.json();
  expect(reply.data.size).toBe(sentFile!.size); // the server stored exactly what the page sent
  expect(reply.code).toBe(200);
  expect(reply.data.mime).toBe('image/jpeg'); // the server sniffs the content, not the name
  expect(reply.data.size).toBeLessThan(2 * 1024 * 1024);
  expect(Math.max(reply.data.width, reply.data.height)).toBe(1000);

  // Shown through the worker: the viewer's picture is a data URL of the decrypted JPEG.
  await expect(page.getByTestId('image-statuses')).toContainText('状态2');
  const viewer = page.getByRole('group', { name: '已上传的图片（桌面查看器）' });
  const picture = viewer.getByRole('img', { name: '第1张图片' });
  await expect(picture).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1000);
  await expect(viewer.getByRole('status')).toHaveCount(0);

  // Nothing under the server's data directory lies there as a JPEG or PNG.
  const dataDir = process.env.LC_E2E_DATA_DIR;
  expect(dataDir, 'the e2e config names the data directory').toBeTruthy();
  const stored = filesUnder(path.join(dataDir!, 'files', 'images'));
  expect(stored.length).toBeGreaterThanOrEqual(1);
  for (const f of filesUnder(dataDir!)) {
    expect(startsWith(f, [0xff, 0xd8, 0xff]), f).toBe(false);
    expect(startsWith(f, [0x89, 0x50, 0x4e, 0x47]), f).toBe(false);
  }
  await expectAccessible(page);

  // The desktop viewer opens on a click; the mobile preview goes full screen.
  await picture.click();
  await expect(page.getByRole('button', { name: '向左旋转' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('group', { name: '手机预览' }).getByRole('button', { name: '查看第1张图片' }).click();
  const mobile = page.getByRole('dialog', { name: '图片列表' });
  await expect(mobile.getByRole('img', { name: '第1张图片' })).toHaveAttribute('src', /^data:image\/jpeg/);
  await expect(mobile.getByText('第1张，共1张')).toBeVisible();
  await expectAccessible(page);
  await mobile.getByRole('button', { name: '关闭预览' }).click();
  await expect(mobile).toHaveCount(0);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

test('the upload keeps to its maximum, its required type, and removes what is deleted', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/systemTools/testImg');
  const small = noisyPng(40, 30);
  const png = (name: string) => ({ name, mimeType: 'image/png', buffer: small });

  const jpgOnly = page.getByRole('group', { name: '指定格式上传（仅限JPG）' });
  await jpgOnly.getByTestId('image-upload-input').setInputFiles(png('a.png'));
  await expect(page.getByText('请上传jpg格式的图片')).toBeVisible();
  // A text file dressed as a JPEG passes the page's type check but not the server's content check.
  await jpgOnly
    .getByTestId('image-upload-input')
    .setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
  const failed = page.getByRole('dialog').filter({ hasText: '图片上传失败：' });
  await expect(failed.getByText('文件内容与扩展名不符，不是有效的图片，请重新选择')).toBeVisible();
  await expectAccessible(page);
  await failed.getByRole('button', { name: /关\s*闭/ }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByTestId('image-statuses').getByRole('listitem')).toHaveCount(0); // the entry was removed

  const limited = page.getByRole('group', { name: '图片上传（最多3张）' });
  const input = limited.getByTestId('image-upload-input');
  await input.setInputFiles([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
  await expect(page.getByText('最多3张图片，请重新选择')).toBeVisible();
  await input.setInputFiles([png('1.png'), png('2.png')]);
  await expect(page.getByTestId('image-statuses').getByText(/状态2/)).toHaveCount(2);
  await input.setInputFiles([png('3.png')]);
  await expect(page.getByTestId('image-statuses').getByText(/状态2/)).toHaveCount(3);
  await expect(limited.getByRole('button', { name: /上传图片/ })).toHaveCount(0); // full

  await limited.getByRole('button', { name: '删除第2张图片' }).click();
  await expect(page.getByTestId('image-statuses').getByText(/状态2/)).toHaveCount(2);
  await expect(limited.getByRole('button', { name: /上传图片/ })).toBeVisible();
  await expect(page.getByRole('group', { name: '已上传的图片（桌面查看器）' }).getByRole('img', { name: /第\d张图片/ })).toHaveCount(2);
  await expectAccessible(page);
});
