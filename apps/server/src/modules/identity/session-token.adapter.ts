import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'lc_session';
/** Readable hint for the route guard ("with a token …"); carries no secret. */
export const SIGNED_IN_COOKIE = 'lc_signed_in';

export const newSessionToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
