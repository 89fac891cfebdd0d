import { createHash } from 'node:crypto';

/** A strong ETag over a body that is built once (a dictionary): 22 characters of its SHA-256. */
export const strongEtag = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** True when If-None-Match names this version (weak comparison, as RFC 9110 asks of GET) or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
