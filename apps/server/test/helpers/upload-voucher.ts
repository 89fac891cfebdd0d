import { uploadImage } from '../bill-fixtures';
import { callerOf } from './as-user';
import type { TestApp } from './test-app';

/** Uploads a small voucher image as the signed-in `cookie` and answers its image id. */
export const uploadVoucher = (t: TestApp, cookie: string) => uploadImage(callerOf(t, cookie), 'voucher.png');
