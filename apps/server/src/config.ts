import { hkdfSync } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

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
  cookieSecure: boolean;
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  jobWorkers: boolean;
  secretKey: Buffer;
  /** Master key of encrypted images: MEDIA_KEY, else derived from SECRET_KEY (decision 0005). */
  mediaKey: Buffer;
  /** Days a finished export stays downloadable. */
  exportRetentionDays: number;
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
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === '1' : production,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: e.LOG_LEVEL,
    jobWorkers: e.JOB_WORKERS === '1',
    secretKey: secretKey(e.SECRET_KEY, production),
    mediaKey: mediaKey(e.MEDIA_KEY, secretKey(e.SECRET_KEY, production), production),
    exportRetentionDays: e.EXPORT_RETENTION_DAYS,
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
