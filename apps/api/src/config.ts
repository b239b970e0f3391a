import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/**
 * Which proxies may set X-Forwarded-For: unset/`false` = none (the socket address is the client),
 * a number = that many hops in front of the server, otherwise a comma-separated list of proxy
 * addresses or CIDR ranges (`10.0.0.1, 172.16.0.0/12`).
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    const text = value.trim().toLowerCase();
    if (text === 'false' || text === '0' || text === '') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const list = text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (list.every((item) => /^[0-9a-f.:]+(?:\/\d{1,3})?$/.test(item))) return list;
    ctx.issues.push({
      code: 'custom',
      message: 'must be false, a hop count or a list of proxy addresses',
      input: value,
    });
    return z.NEVER;
  });

const platformUrl = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((value) => value.includes('{username}'), 'must contain {username}');

/** A comma-separated list of host names (`static-cdn.jtvnw.net`, `.suffix` for every subdomain, `host:port`). */
const hostList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const hosts = value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean);
      if (hosts.every((host) => /^\.?[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:]+\](?::\d{1,5})?$/.test(host))) return hosts;
      ctx.issues.push({ code: 'custom', message: 'must be host names separated by commas', input: value });
      return z.NEVER;
    });

/** The platforms' own image hosts, where their avatars are (docs/decisions/029-platform-readers.md). */
const AVATAR_HOSTS = 'public.onlyfans.com,thumbs.onlyfans.com,.patreonusercontent.com,static-cdn.jtvnw.net';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_READ_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const urls = (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      if (urls.every((url) => /^postgres(?:ql)?:\/\/\S+$/.test(url))) return urls;
      ctx.issues.push({ code: 'custom', message: 'must be PostgreSQL URLs separated by commas', input: value });
      return z.NEVER;
    }),
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().min(0.1).max(3600).default(10),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits and : . - _ only')
    .default('fanlens:'),
  READ_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('FanLens <no-reply@fanlens.local>'),
  TEAM_EMAIL: z.string().default('team@fanlens.local'),
  JWT_SECRET: z.string().min(32).optional(),
  SEED_CREATORS: z.coerce.number().int().min(0).optional(),
  DEMO_ACCOUNTS: z.enum(['true', 'false', '1', '0']).optional(),
  NODE_ENV: z.string().optional(),
  PLATFORM_URL_ONLYFANS: platformUrl('https://onlyfans.com/{username}'),
  PLATFORM_URL_PATREON: platformUrl('https://www.patreon.com/{username}'),
  PLATFORM_URL_TWITCH: platformUrl('https://www.twitch.tv/{username}'),
  VERIFY_ALLOW_PRIVATE_HOSTS: booleanFromEnv,
  // The platform's part of POST /verification: at most 8 s, so the whole call answers within the
  // 10 s every call of the web app is given (docs/product/site.md, "How the web app calls the API").
  VERIFY_TIMEOUT_MS: z.coerce.number().int().min(100).max(8_000).default(8_000),
  // Platform readers (lib/platforms, docs/decisions/029-platform-readers.md).
  PLATFORM_READS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  PLATFORM_READ_ONLYFANS: booleanFromEnv.default(true),
  PLATFORM_READ_PATREON: booleanFromEnv.default(true),
  PLATFORM_READ_TWITCH: booleanFromEnv.default(true),
  // A whole read (robots.txt, page or API calls): at most 8 s, so an add-a-page call answers within 10 s.
  PLATFORM_READ_TIMEOUT_MS: z.coerce.number().int().min(100).max(8_000).default(8_000),
  PLATFORM_AVATAR_HOSTS: hostList(AVATAR_HOSTS),
  TWITCH_CLIENT_ID: z.string().optional(),
  TWITCH_CLIENT_SECRET: z.string().optional(),
  TWITCH_AUTH_URL: z.url({ protocol: /^https?$/ }).default('https://id.twitch.tv'),
  TWITCH_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twitch.tv'),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  TRUST_PROXY: trustProxy,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(2)
    .max(3600)
    .default(15 * 60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  ANALYTICS: booleanFromEnv.default(true),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  ANALYTICS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(60).default(30),
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  ALERT_ROUND_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // The discovery engine's layers turned off (modules/creators/engine-layers.ts checks the names).
  DISCOVERY_LAYERS_OFF: z.string().default(''),
});

export type Config = ReturnType<typeof loadConfig>;

/** Whether the site's address is this machine's (localhost, 127.0.0.0/8, ::1): a local demo, not a public site. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** Reads and checks the environment once; fails with the list of bad variables. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_READ_URL.length > 0 && !e.DATABASE_URL) {
    // Read replicas copy a PostgreSQL server; the embedded database has none.
    throw new Error(
      'Invalid configuration:\n  DATABASE_READ_URL: read replicas need DATABASE_URL (the embedded database has no replicas)',
    );
  }
  if (Boolean(e.TWITCH_CLIENT_ID) !== Boolean(e.TWITCH_CLIENT_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  TWITCH_CLIENT_ID, TWITCH_CLIENT_SECRET: set both (Twitch Helix) or neither (the channel page)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  // Unset: this machine at the port it listens on (a local run on PORT=3990 links to :3990).
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    /** Read replicas of the DATABASE_URL server for public reads (docs/decisions/026-read-replicas.md). */
    readReplicas: { urls: e.DATABASE_READ_URL, maxLagMs: Math.round(e.DATABASE_READ_MAX_LAG_SECONDS * 1000) },
    redisUrl: e.REDIS_URL,
    /** Prefix of every Redis key and channel (several deployments or test runs can share one Redis). */
    redisPrefix: e.REDIS_PREFIX,
    /** Bytes the read cache of public answers may hold per process; 0 = no cache. */
    readCacheBytes: Math.round(e.READ_CACHE_MB * 1024 * 1024),
    /** Worker processes asked for (WEB_CONCURRENCY); see cluster.ts for what each database allows. */
    webConcurrency: e.WEB_CONCURRENCY,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, teamEmail: e.TEAM_EMAIL, outboxDir: path.join(dataDir, 'outbox') },
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret: e.JWT_SECRET,
    /** Demo creators to load into an empty database; undefined = SEED_CREATORS not set. */
    seedCreators: e.SEED_CREATORS,
    /** The README's demo sign-ins come with the demo data: DEMO_ACCOUNTS, else only on a local site. */
    demoAccounts:
      e.DEMO_ACCOUNTS === undefined
        ? e.NODE_ENV !== 'production' && isLoopbackUrl(publicUrl)
        : e.DEMO_ACCOUNTS === 'true' || e.DEMO_ACCOUNTS === '1',
    platformUrls: {
      onlyfans: e.PLATFORM_URL_ONLYFANS,
      patreon: e.PLATFORM_URL_PATREON,
      twitch: e.PLATFORM_URL_TWITCH,
    },
    verifyAllowPrivateHosts: e.VERIFY_ALLOW_PRIVATE_HOSTS,
    verifyTimeoutMs: e.VERIFY_TIMEOUT_MS,
    /** How creator profiles are read from the platforms (lib/platforms/platform-readers.ts). */
    platformReads: {
      /** Reads per platform per minute, across every worker and instance (a call may raise it). */
      perMinute: e.PLATFORM_READS_PER_MINUTE,
      /** Off where a platform's terms forbid reading: the caller takes what the person typed. */
      enabled: { onlyfans: e.PLATFORM_READ_ONLYFANS, patreon: e.PLATFORM_READ_PATREON, twitch: e.PLATFORM_READ_TWITCH },
      timeoutMs: e.PLATFORM_READ_TIMEOUT_MS,
      /** Where avatars may be fetched from, besides the platforms' own hosts. */
      avatarHosts: e.PLATFORM_AVATAR_HOSTS,
    },
    /** Twitch's Helix API (app access token), or null: Twitch is read from its channel page. */
    twitchApi:
      e.TWITCH_CLIENT_ID && e.TWITCH_CLIENT_SECRET
        ? {
            clientId: e.TWITCH_CLIENT_ID,
            clientSecret: e.TWITCH_CLIENT_SECRET,
            authUrl: e.TWITCH_AUTH_URL.replace(/\/+$/, ''),
            apiUrl: e.TWITCH_API_URL.replace(/\/+$/, ''),
          }
        : null,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    trustProxy: e.TRUST_PROXY,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    /** HSTS and upgrade-insecure-requests only when the site is served over https. */
    https: publicUrl.toLowerCase().startsWith('https:'),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    /** GET /metrics answers only with `Authorization: Bearer <this>`; unset = 404 always. */
    metricsToken: e.METRICS_TOKEN,
    /** Page analytics counting (off: nothing is counted) and how often the counts are written. */
    analytics: { enabled: e.ANALYTICS, flushMs: e.ANALYTICS_FLUSH_SECONDS * 1000 },
    /**
     * The job queue (src/jobs): how often this process looks for due jobs (0: it runs none, other
     * processes do), how long a claimed job is held before another process may take it (renewed
     * while it runs), and how often the price-alert round runs.
     */
    jobs: { pollMs: e.JOBS_POLL_MS, leaseSeconds: e.JOBS_LEASE_SECONDS, alertRoundMs: e.ALERT_ROUND_SECONDS * 1000 },
    /** The discovery engine's layers turned off (benchmarks only; empty = every layer on, the product). */
    discoveryLayersOff: e.DISCOVERY_LAYERS_OFF.split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  };
}
