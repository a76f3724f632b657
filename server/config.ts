import type { RestoreLimits } from './auth/restore-limiter.ts';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import type { LoginLimits } from './auth/login-limiter.ts';
import type { DatabaseTarget } from './db/database.ts';
import type { MessageLimits } from './modules/messages/limiter.ts';
import { DEFAULT_LOGIN_PATH } from '@domain/subdomains.ts';
import { DEFAULT_PUSH_SERVICE_HOSTS, HOST_PATTERN } from './modules/push/endpoints.ts';
import { type OidcProviderSettings, oidcProviders } from './modules/social-login/providers-config.ts';
import type { S3Target } from './storage/s3-storage.ts';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const packageVersion = (JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { version: string }).version;

const booleanFlag = z.enum(['1', '0', 'true', 'false', 'yes', 'no']).transform((value) => ['1', 'true', 'yes'].includes(value));

/** A folder inside the bucket: slashes at either end are dropped; no empty, `.` or `..` folder names. */
const keyPrefix = z
  .string()
  .transform((value) => value.replace(/^\/+|\/+$/g, ''))
  .pipe(z.string().regex(/^([\w-][\w.-]*(\/[\w-][\w.-]*)*)?$/, 'folder names of letters, digits, _ - and . separated by /'));

/** An XYZ tile URL template: https, with {z}, {x} and {y} (or {-y}); a service's key may be part of it. */
const tileTemplate = z
  .url({ protocol: /^https$/ })
  .refine((value) => ['{z}', '{x}'].every((part) => value.includes(part)) && /\{-?y\}/.test(value), 'an https URL template with {z}, {x} and {y}');

/** An SMTP server's URL: smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), credentials in its user part. */
const smtpUrl = z.url({ protocol: /^smtps?$/, hostname: /^.+$/, error: 'an smtp:// or smtps:// URL with a host, such as smtp://user:password@mail.example:587' });

/** A path of this site, with its query: `/login/` or `/?force_login=1` (never another host's `//…`). */
const sitePath = z.string().regex(/^\/(?!\/)[^\s#]*$/, 'a path of this site starting with /, such as /?force_login=1 or /login/');

/** One mailbox, with or without a display name: `Lepke <no-reply@lepke.example>` or `no-reply@lepke.example`. */
const mailbox = z.string().transform((value, context) => {
  const trimmed = value.trim();
  const parsed = addressparser(trimmed);
  const only = parsed.length === 1 ? parsed[0] : undefined;
  const address = only?.address ?? '';
  // The parser mends what it is given ("Lepke <no reply@x>" gives reply@x): only an address it read as written is taken.
  const asWritten = trimmed === address || trimmed.endsWith(`<${address}>`);
  if (!asWritten || !/^[^\s@<>",;]+@[^\s@<>",;]+$/.test(address)) {
    context.addIssue({ code: 'custom', message: 'one address such as "Lepke <no-reply@lepke.example>" or no-reply@lepke.example' });
    return z.NEVER;
  }
  return { name: only?.name ?? '', address };
});

/** The base maps the observation map offers besides its built-in country outlines (recording §3). */
export const BASE_MAP_KINDS = ['street', 'topo', 'satellite'] as const;
export type BaseMapKind = (typeof BASE_MAP_KINDS)[number];

export interface BaseMapTiles {
  kind: BaseMapKind;
  /** the XYZ URL template, key included: the browser loads the tiles itself */
  url: string;
  attribution: string | undefined;
}

/** The video services' oEmbed endpoints (a deployment behind a proxy, or a test, may point elsewhere). */
export interface OEmbedEndpoints {
  youtube: string;
  vimeo: string;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  COOKIE_DOMAIN: z
    .string()
    .transform((value) => value.trim().toLowerCase().replace(/^\./, ''))
    .pipe(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a host name such as lepke.example (its subdomains share the session)'))
    .optional(),
  LOGIN_PATH: sitePath.default(DEFAULT_LOGIN_PATH),
  SUBDOMAIN_LOGIN_PATH: sitePath.optional(),
  SEED_DEMO: booleanFlag.optional(),
  FRONTEND_VERSION: z.string().default(packageVersion),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(12),
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(50000),
  GRAPHQL_MAX_RESPONSE_BYTES: z.coerce.number().int().positive().default(5_000_000),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(50),
  LOGIN_MAX_FAILURES_PER_IP_PER_DAY: z.coerce.number().int().positive().default(200),
  REQUIRE_ADMIN_2FA: booleanFlag.default(false),
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  EMAIL_CHANGES_PER_HOUR: z.coerce.number().int().positive().default(5),
  RESTORES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(3),
  RESTORES_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  MESSAGES_PER_HOUR: z.coerce.number().int().positive().default(60),
  MESSAGES_TO_STRANGERS_PER_DAY: z.coerce.number().int().positive().default(20),
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{80,100}$/, 'a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{40,50}$/, 'a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: URL')
    .optional(),
  PUSH_SERVICE_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(HOST_PATTERN, 'host names such as fcm.googleapis.com or *.push.apple.com, separated by commas')).min(1))
    .optional(),
  DEAD_UPLOAD_SECONDS: z.coerce.number().int().min(0).optional(),
  GUEST_CACHE_SECONDS: z.coerce.number().min(0).max(300).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** 24 days at most: a timer's longest delay */
  DATASET_INTERVAL_HOURS: z.coerce.number().min(0).max(576).default(24),
  OEMBED_YOUTUBE_URL: z.url({ protocol: /^https?$/ }).default('https://www.youtube.com/oembed'),
  OEMBED_VIMEO_URL: z.url({ protocol: /^https?$/ }).default('https://vimeo.com/api/oembed.json'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a region name such as eu-central-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PREFIX: keyPrefix.default(''),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailbox.optional(),
  MAIL_SECRET: z.string().min(32, 'at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  MAIL_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(5),
  /** 24 days at most: a timer's longest delay */
  MAIL_JOB_MINUTES: z.coerce.number().min(0).max(34_560).default(5),
  MAP_TILES_STREET: tileTemplate.optional(),
  MAP_TILES_STREET_ATTRIBUTION: z.string().max(500).optional(),
  MAP_TILES_TOPO: tileTemplate.optional(),
  MAP_TILES_TOPO_ATTRIBUTION: z.string().max(500).optional(),
  MAP_TILES_SATELLITE: tileTemplate.optional(),
  MAP_TILES_SATELLITE_ATTRIBUTION: z.string().max(500).optional(),
  /** the social-login providers' names, separated by commas; each is configured by OIDC_<NAME>_* */
  OIDC_PROVIDERS: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** The e-mail channel (server/modules/mail/). */
export interface MailSettings {
  /** SMTP_URL; undefined: mails are written as .eml files into DATA_DIR/mail */
  smtpUrl: string | undefined;
  /** the From of every mail and the envelope's sender */
  from: { name: string; address: string };
  /** MAIL_SECRET, the key of the unsubscribe links; undefined: generated once into DATA_DIR/mail-secret */
  secret: string | undefined;
  /** MAIL_DIGEST_HOUR: the UTC hour from which a day's (and on Mondays a week's) digests are sent */
  digestHour: number;
  /** MAIL_JOB_MINUTES: how often the mail job sends due digests and retries; 0: never (tests run it themselves) */
  jobIntervalMs: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  redisUrl: string | undefined;
  /** Origins allowed to send state-changing requests, besides the request's own host. */
  publicOrigin: string | undefined;
  trustProxy: boolean;
  sessionTtlMs: number;
  /** COOKIE_DOMAIN: the session cookie's Domain, so that it is sent to the main host and the subdomains alike; undefined: host-only */
  cookieDomain: string | undefined;
  /** where guests log in (LOGIN_PATH), and on an entity's subdomain (SUBDOMAIN_LOGIN_PATH, else LOGIN_PATH) */
  loginPath: { main: string; subdomain: string };
  /** Seed demo data into an empty database (defaults on for the embedded database). */
  seedDemo: boolean;
  frontendVersion: string;
  graphql: { maxDepth: number; maxCost: number; maxResponseBytes: number };
  loginLimits: LoginLimits;
  /** REQUIRE_ADMIN_2FA: an ADMIN without two-factor sign-in may do nothing but set it up */
  requireAdmin2fa: boolean;
  /** registration attempts (taken addresses included) per client IP per hour */
  registrationsPerIpPerHour: number;
  /** e-mail change requests per account per hour (and four times that per client IP) */
  emailChangesPerHour: number;
  /** password-restore requests per address and per client IP per hour */
  restoreLimits: RestoreLimits;
  /** sending budgets of server/modules/messages/limiter.ts */
  messageLimits: MessageLimits;
  logLevel: Env['LOG_LEVEL'];
  webDir: string;
  /** an upload whose journal row was not refreshed for this long is dead: its files are removed (at start-up and every quarter of it); an upload silent this long is given up (408) */
  deadUploadMs: number;
  /** how long a guest's answer to a public read is reused (server/http/guest-cache.ts); 0: never */
  guestCacheMs: number;
  /** how often the public Darwin Core Archive is made anew into DATA_DIR/dataset; 0: never */
  datasetIntervalMs: number;
  /** where video links' metadata is asked for */
  oembed: OEmbedEndpoints;
  /** web push: configured VAPID keys (unset: generated once into DATA_DIR/vapid.json) and the contact */
  push: {
    vapid: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    /** the push services' host patterns a subscription's endpoint must match */
    serviceHosts: readonly string[];
  };
  /** media files in an S3 bucket (S3_BUCKET set); undefined = the local disk under DATA_DIR/media */
  s3: S3Target | undefined;
  /** the configured tile base maps of the observation map, in the order street, topo, satellite (none: only the built-in outlines) */
  baseMaps: BaseMapTiles[];
  mail: MailSettings;
  /** the social-login providers (OpenID Connect) in the order OIDC_PROVIDERS names them; none: no social login */
  oidcProviders: OidcProviderSettings[];
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    // A value may fail several checks of one message (a URL's protocol and host): each is said once.
    const problems = new Set(parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`));
    throw new ConfigError(`Invalid configuration:\n${[...problems].join('\n')}`);
  }
  const env = parsed.data;
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  const s3 = s3Target(env, source);
  const dataDir = path.resolve(rootDir, env.DATA_DIR);
  const database: DatabaseTarget = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database,
    redisUrl: env.REDIS_URL,
    publicOrigin: env.PUBLIC_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 3600 * 1000,
    cookieDomain: env.COOKIE_DOMAIN,
    loginPath: { main: env.LOGIN_PATH, subdomain: env.SUBDOMAIN_LOGIN_PATH ?? env.LOGIN_PATH },
    seedDemo: env.SEED_DEMO ?? database.kind === 'pglite',
    frontendVersion: env.FRONTEND_VERSION,
    graphql: { maxDepth: env.GRAPHQL_MAX_DEPTH, maxCost: env.GRAPHQL_MAX_COST, maxResponseBytes: env.GRAPHQL_MAX_RESPONSE_BYTES },
    loginLimits: {
      perAccountAndIp: env.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
      perIp: env.LOGIN_MAX_FAILURES_PER_IP,
      perIpPerDay: env.LOGIN_MAX_FAILURES_PER_IP_PER_DAY,
    },
    requireAdmin2fa: env.REQUIRE_ADMIN_2FA,
    registrationsPerIpPerHour: env.REGISTRATIONS_PER_IP_PER_HOUR,
    emailChangesPerHour: env.EMAIL_CHANGES_PER_HOUR,
    restoreLimits: { perAddress: env.RESTORES_PER_ADDRESS_PER_HOUR, perIp: env.RESTORES_PER_IP_PER_HOUR },
    messageLimits: { perHour: env.MESSAGES_PER_HOUR, toStrangersPerDay: env.MESSAGES_TO_STRANGERS_PER_DAY },
    logLevel: env.LOG_LEVEL,
    webDir: path.join(rootDir, 'dist', 'web'),
    // An embedded database has one server process; a shared one may have others with uploads in flight.
    deadUploadMs: (env.DEAD_UPLOAD_SECONDS ?? (database.kind === 'pglite' ? 0 : 600)) * 1000,
    // Tests write straight into the database beside the HTTP writes that invalidate the cache.
    guestCacheMs: (env.GUEST_CACHE_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 2)) * 1000,
    datasetIntervalMs: env.DATASET_INTERVAL_HOURS * 3600_000,
    oembed: { youtube: env.OEMBED_YOUTUBE_URL, vimeo: env.OEMBED_VIMEO_URL },
    push: {
      vapid: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
      subject: env.VAPID_SUBJECT ?? (env.PUBLIC_ORIGIN?.startsWith('https://') ? env.PUBLIC_ORIGIN : 'mailto:webpush@lepke.invalid'),
      serviceHosts: env.PUSH_SERVICE_HOSTS ?? DEFAULT_PUSH_SERVICE_HOSTS,
    },
    s3,
    baseMaps: baseMaps(env),
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? defaultSender(env.PUBLIC_ORIGIN),
      secret: env.MAIL_SECRET,
      digestHour: env.MAIL_DIGEST_HOUR,
      jobIntervalMs: env.MAIL_JOB_MINUTES * 60_000,
    },
    oidcProviders: oidcProviders(env.OIDC_PROVIDERS, source, (message) => new ConfigError(`Invalid configuration:\n  ${message}`)),
  };
}

/** `Lepke <no-reply@{PUBLIC_ORIGIN's host}>`; `localhost` when no origin, or an IP address, is set. */
function defaultSender(publicOrigin: string | undefined): MailSettings['from'] {
  const host = publicOrigin ? new URL(publicOrigin).hostname : '';
  return { name: 'Lepke', address: `no-reply@${host && !isIP(host.replace(/^\[|\]$/g, '')) ? host : 'localhost'}` };
}

function baseMaps(env: Env): BaseMapTiles[] {
  const settings = {
    street: [env.MAP_TILES_STREET, env.MAP_TILES_STREET_ATTRIBUTION],
    topo: [env.MAP_TILES_TOPO, env.MAP_TILES_TOPO_ATTRIBUTION],
    satellite: [env.MAP_TILES_SATELLITE, env.MAP_TILES_SATELLITE_ATTRIBUTION],
  } satisfies Record<BaseMapKind, [string | undefined, string | undefined]>;
  return BASE_MAP_KINDS.flatMap((kind) => {
    const [url, attribution] = settings[kind];
    return url ? [{ kind, url, attribution: attribution?.trim() || undefined }] : [];
  });
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;

function s3Target(env: Env, source: NodeJS.ProcessEnv): S3Target | undefined {
  if (!env.S3_BUCKET) {
    // Without a bucket the media would quietly go to the local disk: a half-done S3 setup is refused.
    const orphans = S3_SETTINGS.filter((name) => source[name] !== undefined);
    if (orphans.length) throw new ConfigError(`Invalid configuration:\n  ${orphans.join(', ')} set without S3_BUCKET`);
    return undefined;
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  };
}
