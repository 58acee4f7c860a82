import { homedir } from 'node:os';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_NAMES } from '@prepacode/domain/brands';
import { LICENCE_CODES } from '@prepacode/domain/licences';
import {
  brandAddressesSchema,
  DEMO_CONTACT_API_KEYS,
  ENVIRONMENTS,
  environmentSchema,
  type RuntimeConfig,
} from '@prepacode/domain/environments';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** An IPv4 or IPv6 address, with or without a /prefix. */
function isAddressRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const kind = isIP(address);
  if (kind === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (kind === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For and X-Forwarded-Proto are believed (issue #21, point 9): nobody's
 * (`false`), the last `n` hops (`true` is one: the usual single proxy), or the proxies' own
 * addresses and ranges. Trusting every hop let each request name its own address and escape
 * every per-address limit.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): false | number | string => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const ranges = value.split(',').map((item) => item.trim());
    if (ranges.every(isAddressRange)) return ranges.join(',');
    context.addIssue({
      code: 'custom',
      message:
        'nombre de proxys devant le serveur (1) ou leurs adresses (10.0.0.0/8,127.0.0.1) attendu',
    });
    return z.NEVER;
  });

/**
 * A partner that may sign its learners in with a signed JWT (auto-login/{partenaire}, spec §2):
 * its key (an HMAC secret of at least 32 characters, or an SPKI PEM public key), the audience
 * and issuer its tokens carry, and where the learners it brings belong.
 */
const partnerSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,60}$/),
    secret: z.string().min(32).optional(),
    publicKey: z.string().includes('BEGIN PUBLIC KEY').optional(),
    algorithm: z.enum(['HS256', 'RS256', 'ES256']).default('HS256'),
    issuer: z.string().min(1),
    audience: z.string().min(1).default('prepacode'),
    structure: z.string().min(1),
    licence: z
      .enum(LICENCE_CODES, { message: `permis attendu\u202f: ${LICENCE_CODES.join(', ')}` })
      .default('b'),
    accessDays: z.number().int().min(1).max(3650).default(365),
    createAccounts: z.boolean().default(false),
  })
  .refine((partner) => (partner.secret === undefined) !== (partner.publicKey === undefined), {
    message: 'secret ou publicKey, l’un des deux',
  });
export type PartnerConfig = z.infer<typeof partnerSchema>;

/**
 * Each brand's key for the contact mail API (spec §7 `POST central /api/eleve/mail`). The key is
 * public (the page carries it): it names the brand and can be rotated (docs/api.md, "Contact").
 */
const contactApiKeysSchema = z
  .partialRecord(
    z.enum(BRAND_NAMES),
    z.string().regex(/^[\w.~-]{16,200}$/, '16 à 200 caractères parmi A-Z a-z 0-9 _ . ~ -'),
  )
  .refine((keys) => new Set(Object.values(keys)).size === Object.keys(keys).length, {
    message: 'une clé par marque : deux marques ne partagent pas la même clé',
  });

/** A variable holding JSON, parsed before its schema checks it. */
const jsonVariable = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'JSON invalide (voir docs/operations.md)' });
        return z.NEVER;
      }
    });

/**
 * Every environment variable the server reads, with its default. README's table is this
 * schema; keep both in step.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'postgres://… ou sqlite:<fichier> attendu')
    .default('sqlite:data/prepacode.sqlite'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  CONTENT_DIR: z.string().default(path.join(repoRoot, 'content')),
  MEDIA_CACHE_DIR: z.string().default(path.join(repoRoot, 'data/media-cache')),
  /** The address mails link to (password links); by default this server on its port. */
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'smtp://… ou smtps://… attendu')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Prépacode <ne-pas-repondre@prepacode.fr>'),
  OUTBOX_DIR: z.string().default(path.join(repoRoot, 'data/outbox')),
  /** Where `admin backup` writes when given no file: outside the repository, which a deploy replaces. */
  BACKUP_DIR: z.string().min(1).default(path.join(homedir(), 'prepacode-backups')),
  TRUST_PROXY: trustProxySchema.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  TAG_MANAGER_ORIGIN: z.url().default('https://www.googletagmanager.com'),
  /** The tag-manager container (spec §1); none by default, so nothing is loaded. */
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'identifiant de conteneur attendu (ex. GTM-ABC1234)')
    .optional(),
  /** The environment list of spec §1 as JSON; the SPA picks the one matching its origin. */
  ENVIRONMENTS: jsonVariable(JSON.stringify(ENVIRONMENTS)).pipe(z.array(environmentSchema)),
  /**
   * Per brand, its partner's sign-in and sign-in-error pages, the header's link back and a
   * backend of its own (spec §3 Theme); an unset brand signs in on our central page.
   */
  BRAND_ADDRESSES: jsonVariable('{}').pipe(
    z.partialRecord(z.enum(BRAND_NAMES), brandAddressesSchema),
  ),
  APP_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) => {
      const origins = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
          context.addIssue({
            code: 'custom',
            message: `origine invalide « ${origin} » (ex. https://app.exemple.fr)`,
          });
        }
      }
      return origins;
    }),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).default(240),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(7),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  /**
   * Password hashes run at once (issue #21.3): each takes 128 MiB and one of libuv's 4 threads,
   * which also read the files the server sends; 2 leaves them room.
   */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Hashes waiting for a slot; past that, 503 serveur_occupe with Retry-After. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(1000).default(32),
  /** Off unless asked for: `npm start` asks (scripts/start.mjs); issue #21, point 10. */
  DEMO_DATA: booleanString.default(false),
  PARTNERS: jsonVariable('[]').pipe(z.array(partnerSchema)),
  CONTACT_API_KEYS: jsonVariable(JSON.stringify(DEMO_CONTACT_API_KEYS)).pipe(contactApiKeysSchema),
  /**
   * The boat publisher's HMAC secret for its signed sign-up links (issue #7). Unset, its
   * sign-up is closed, except with the demo data, where the demo secret serves.
   */
  VAGNON_SECRET: z.string().min(32, '32 caractères au moins').optional(),
  /** How long a signed sign-up link stays valid after its timestamp `t`. */
  VAGNON_MAX_AGE_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1800),
  /** The school (structure id) its learners belong to, and the days of access they get. */
  VAGNON_SCHOOL: z.string().min(1).default('partenaire-vagnon'),
  VAGNON_ACCESS_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /**
   * The bearer token a Prometheus scraper sends to GET /api/metrics (issue #20, point 5).
   * Unset, no metrics are collected and that address answers 404.
   */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\w.~+/=-]{32,200}$/, '32 à 200 caractères parmi A-Z a-z 0-9 _ . ~ + / = -')
    .optional(),
});

export type Config = z.infer<typeof configSchema>;

/** Published in README for `npm start`; never used without the demo data. */
export const DEMO_VAGNON_SECRET = 'demo-vagnon-secret-publie-dans-le-readme';

/** The publisher's secret, or none when its sign-up is closed. */
export const vagnonSecret = (config: Config): string | undefined =>
  config.VAGNON_SECRET ?? (config.DEMO_DATA ? DEMO_VAGNON_SECRET : undefined);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the whole environment at once and reports every bad variable, not just the first. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // `SMTP_URL=` in an environment file means « not set », as operators read it (issue #20,
  // point 4): an empty value takes the default instead of failing its format.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(set);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return result.data;
}

/**
 * What the SPA is told at run time (spec §1): the environment list and, when no domain
 * matches, this server itself (same-origin API and central sign-on); the contact keys, which
 * are public.
 */
export function runtimeConfig(config: Config): RuntimeConfig {
  return {
    environments: config.ENVIRONMENTS,
    defaultEnvironment: {
      name: 'local',
      domain: config.HOST,
      backend: '',
      service: '',
      login: '/central/login',
    },
    production: config.NODE_ENV === 'production',
    tagManagerId: config.TAG_MANAGER_ID ?? null,
    tagManagerOrigin: config.TAG_MANAGER_ORIGIN,
    contactApiKeys: config.CONTACT_API_KEYS,
    brands: config.BRAND_ADDRESSES,
  };
}

/** Where links in mails point: PUBLIC_URL, else this server as a browser on this machine reaches it. */
export function publicUrl(config: Config): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, '');
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return `http://${host}:${config.PORT}`;
}

/** Relative sqlite paths are taken from the repository root so `npm start` finds `data/`. */
export function sqliteFile(databaseUrl: string): string {
  const file = databaseUrl.slice('sqlite:'.length);
  if (file === ':memory:' || path.isAbsolute(file)) return file;
  return path.join(repoRoot, file);
}

/**
 * Where a mailed link sends the learner once signed in: the app. On hosts of its own (the first
 * of APP_ORIGINS, docs/operations.md « Separate origins »), else this server, which serves it.
 */
export function appUrl(config: Config): string {
  return config.APP_ORIGINS[0] ?? publicUrl(config);
}
