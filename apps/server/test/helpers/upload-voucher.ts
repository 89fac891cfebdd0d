import { expect } from 'vitest';
import { TINY_PNG } from '../bill-fixtures';
import { multipart } from './multipart';
import type { TestApp } from './test-app';

/** Uploads a small voucher image as the signed-in `cookie` and answers its image id. */
export async function uploadVoucher(t: TestApp, cookie: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/upload/v2/image',
    cookie,
    ...multipart({ field: 'upload_file', filename: 'voucher.png', content: TINY_PNG, type: 'image/png' }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: string }).id;
}
