import { isIP } from 'node:net';

/** The setting: nothing, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = false | { hops: number } | string[];

// Names proxy-addr (Fastify's parser) understands for the private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY (decision 0015): unset or empty trusts no proxy, so X-Forwarded-For is ignored;
 * a whole number trusts that many hops; otherwise a comma-separated list of proxy addresses or
 * CIDR ranges. Never `true`: trusting everyone lets any client choose its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^\d+$/.test(text)) return Number(text) ? { hops: Number(text) } : false;
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length) throw new Error(`Invalid configuration: TRUST_PROXY must be a hop count or proxy addresses/CIDRs, not ${bad.join(', ')}`);
  return entries;
}

/**
 * Fastify's form. Fastify 5 ignores a bare hop count (it cannot vouch for the nearest peer), so
 * a count becomes the function proxy-addr calls per hop, nearest first: the first `hops` are
 * believed. That is only safe where nothing reaches the server except through those proxies.
 */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false || Array.isArray(setting)) return setting;
  return (_address, hop) => hop < setting.hops;
}
