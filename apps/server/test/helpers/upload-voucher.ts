import { UPLOAD_API } from '@lc/shared';
import { TINY_PNG } from '../bill-fixtures';
import { callerOf } from './as-user';
import { multipart } from './multipart';
import type { TestApp } from './test-app';

/** Uploads a small voucher image as the signed-in `cookie` and answers its image id. */
export async function uploadVoucher(t: TestApp, cookie: string) {
  const uploaded = await callerOf(t, cookie).call(
    UPLOAD_API.endpoints.image,
    { query: {} },
    multipart({ field: 'upload_file', filename: 'voucher.png', content: TINY_PNG, type: 'image/png' }),
  );
  return uploaded.id;
}
