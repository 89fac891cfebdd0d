import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from './secret-box';

const key = randomBytes(32);

describe('secret box', () => {
  it('round-trips and never shows the secret', () => {
    const sealed = seal(key, 'Pw8#kQ2z');
    expect(sealed).not.toContain('Pw8#kQ2z');
    expect(unseal(key, sealed)).toBe('Pw8#kQ2z');
    expect(seal(key, 'Pw8#kQ2z')).not.toBe(sealed);
  });

  it('refuses another key and altered boxes', () => {
    const sealed = seal(key, 'secret');
    expect(() => unseal(randomBytes(32), sealed)).toThrow();
    const [iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => unseal(key, [iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });
});
