import { hkdfSync } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_PENALTY_DAILY_RATE, DEFAULT_PREPAYMENT_FEE_RATE } from '@lc/shared';
import { z } from 'zod';
import { type TrustProxy, parseTrustProxy } from './lib/trust-proxy';
import { serverRoot } from './paths';

const minutes = (m: number) => m * 60;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Seed demo users and data. Defaults to on, except in production where it must be asked for. */
  SEED_DEMO: z.enum(['0', '1']).optional(),
  SESSION_IDLE_SECONDS: z.coerce.number().int().min(60).default(minutes(30)),
  SESSION_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(minutes(12 * 60)),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_SECONDS: z.coerce.number().int().min(1).default(minutes(15)),
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Proxies whose X-Forwarded-For is believed: a hop count or addresses/CIDRs; unset trusts none (decision 0015). */
  TRUST_PROXY: z.string().optional(),
  COOKIE_SECURE: z.enum(['0', '1']).optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_MANUAL_URL: z.string().default('/downloadGuidePage'),
  /** 32 bytes, hex or base64: seals secrets kept for a while (export passwords until the file is written). */
  SECRET_KEY: z.string().optional(),
  /** 32 bytes, hex or base64: wraps the per-image keys of encrypted images (decision 0005). */
  MEDIA_KEY: z.string().optional(),
  /** Run background job workers in this process (a web-only process sets 0). */
  JOB_WORKERS: z.enum(['0', '1']).default('1'),
  EXPORT_RETENTION_DAYS: z.coerce.number().int().min(1).default(7),
  /** Valuation providers: builtin (demo catalogue + own comparables) or http (the outside services below). */
  VALUATION_PROVIDER: z.enum(['builtin', 'http']).default('builtin'),
  FANGGUGU_URL: z.string().url().optional(),
  FANGGUGU_APP_KEY: z.string().default(''),
  HOUSE_ITEMS_URL: z.string().url().optional(),
  HOUSE_ITEMS_APP_KEY: z.string().default(''),
  ZGL_URL: z.string().url().optional(),
  ZGL_APP_KEY: z.string().default(''),
  VALUATION_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  VALUATION_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  VALUATION_BREAKER_THRESHOLD: z.coerce.number().int().min(1).default(5),
  VALUATION_BREAKER_OPEN_SECONDS: z.coerce.number().int().min(1).default(30),
  /** Loan-to-value above this ratio is flagged on the collateral valuation list. */
  VALUATION_LTV_LIMIT: z
    .string()
    .regex(/^(0|1)(\.\d{1,4})?$/)
    .default('0.7'),
  /** Penalty on overdue principal, per day (decision 0035): 0.0005 is 0.05 % a day. */
  OVERDUE_PENALTY_DAILY_RATE: z
    .string()
    .regex(/^0(\.\d{1,8})?$/)
    .default(DEFAULT_PENALTY_DAILY_RATE),
  /** The prepayment fee on principal repaid before its due day (decision 0048): 0.01 is 1 %. */
  REPAYMENT_PREPAYMENT_FEE_RATE: z
    .string()
    .regex(/^0(\.\d{1,8})?$/)
    .default(DEFAULT_PREPAYMENT_FEE_RATE),
  /** Whether the admin may move the business date on by hand; on unless production, where it must be asked for. */
  BUSINESS_DATE_ADVANCE: z.enum(['0', '1']).optional(),
  /** Overrides the CJK font the report PDF embeds (default: Noto Sans SC from npm); path or path.ttc#PostScriptName. */
  VALUATION_REPORT_FONT: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  sessionIdleSeconds: number;
  sessionMaxSeconds: number;
  loginMaxFailures: number;
  loginLockSeconds: number;
  loginRatePerMinute: number;
  trustProxy: TrustProxy;
  cookieSecure: boolean;
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  jobWorkers: boolean;
  secretKey: Buffer;
  /** Master key of encrypted images: MEDIA_KEY, else derived from SECRET_KEY (decision 0005). */
  mediaKey: Buffer;
  /** Days a finished export stays downloadable. */
  exportRetentionDays: number;
  valuation: ValuationConfig;
  overdue: { penaltyDailyRate: string; allowAdvance: boolean; prepaymentFeeRate: string };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : !production,
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
    sessionMaxSeconds: e.SESSION_MAX_SECONDS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginLockSeconds: e.LOGIN_LOCK_SECONDS,
    loginRatePerMinute: e.LOGIN_RATE_PER_MINUTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === '1' : production,
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverRoot, '../web/dist')),
    logLevel: e.LOG_LEVEL,
    jobWorkers: e.JOB_WORKERS === '1',
    secretKey: secretKey(e.SECRET_KEY, production),
    mediaKey: mediaKey(e.MEDIA_KEY, secretKey(e.SECRET_KEY, production), production),
    exportRetentionDays: e.EXPORT_RETENTION_DAYS,
    valuation: valuationConfig(e),
    overdue: {
      penaltyDailyRate: e.OVERDUE_PENALTY_DAILY_RATE,
      allowAdvance: e.BUSINESS_DATE_ADVANCE ? e.BUSINESS_DATE_ADVANCE === '1' : !production,
      prepaymentFeeRate: e.REPAYMENT_PREPAYMENT_FEE_RATE,
    },
  };
}

/** Development and tests get a fixed key; production must be given one (never a default there). */
function secretKey(given: string | undefined, production: boolean): Buffer {
  if (!given) {
    if (production) throw new Error('Invalid configuration: SECRET_KEY is required in production (32 bytes, hex or base64)');
    return Buffer.alloc(32, 'lending-console-development-key!');
  }
  const key = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.from(given, 'base64');
  if (key.length !== 32) throw new Error('Invalid configuration: SECRET_KEY must be 32 bytes, hex or base64');
  return key;
}

/**
 * Images live for years, so they get their own key, which production must be given: rotating
 * SECRET_KEY must never take the images with it. Development and tests derive it from SECRET_KEY.
 */
function mediaKey(given: string | undefined, secret: Buffer, production: boolean): Buffer {
  if (!given && production) throw new Error('Invalid configuration: MEDIA_KEY is required in production (32 bytes, hex or base64)');
  if (!given) return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'lending-console media key v1', 32));
  const key = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.from(given, 'base64');
  if (key.length !== 32) throw new Error('Invalid configuration: MEDIA_KEY must be 32 bytes, hex or base64');
  return key;
}

type HttpService = { baseUrl: string; appKey: string };
export type ValuationConfig = {
  provider: 'builtin' | 'http';
  fanggugu: HttpService | null;
  houseItems: HttpService | null;
  zgl: HttpService | null;
  timeoutMs: number;
  retries: number;
  breakerThreshold: number;
  breakerOpenMs: number;
  ltvLimit: string;
  reportFont: string | undefined;
};

/** With VALUATION_PROVIDER=http every outside service needs its URL; keys stay out of logs. */
function valuationConfig(e: z.infer<typeof envSchema>): ValuationConfig {
  const service = (url: string | undefined, appKey: string, name: string) => {
    if (e.VALUATION_PROVIDER === 'http' && !url) throw new Error(`Invalid configuration: ${name} is required with VALUATION_PROVIDER=http`);
    return url ? { baseUrl: url, appKey } : null;
  };
  return {
    provider: e.VALUATION_PROVIDER,
    fanggugu: service(e.FANGGUGU_URL, e.FANGGUGU_APP_KEY, 'FANGGUGU_URL'),
    houseItems: service(e.HOUSE_ITEMS_URL, e.HOUSE_ITEMS_APP_KEY, 'HOUSE_ITEMS_URL'),
    zgl: service(e.ZGL_URL, e.ZGL_APP_KEY, 'ZGL_URL'),
    timeoutMs: e.VALUATION_TIMEOUT_MS,
    retries: e.VALUATION_RETRIES,
    breakerThreshold: e.VALUATION_BREAKER_THRESHOLD,
    breakerOpenMs: e.VALUATION_BREAKER_OPEN_SECONDS * 1000,
    ltvLimit: e.VALUATION_LTV_LIMIT,
    reportFont: e.VALUATION_REPORT_FONT,
  };
}
