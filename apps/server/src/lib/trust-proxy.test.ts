import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy';

describe('parseTrustProxy', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('reads a hop count, which believes that many hops nearest first', () => {
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    const trust = fastifyTrustProxy({ hops: 2 });
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('reads a list of addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else, "true" included, naming the bad entries', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY.*true/);
    expect(() => parseTrustProxy('10.0.0.1,10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/proxy\.example\.com/);
  });
});
