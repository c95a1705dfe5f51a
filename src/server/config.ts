import { z } from 'zod';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { fileURLToPath } from 'node:url';
import { PASSWORD_MAX, PASSWORD_MIN } from '../shared/schemas/accounts';
import { DEFAULT_PUBLICATIONS, MAX_PUBLICATIONS } from './adapters/shop/shopify-operations';
import { AIRTABLE_PENALTY_MS } from './adapters/box-table/airtable';
import type { ShopifyCredentials } from './adapters/shop/shopify-token';

/**
 * Every setting Selvage reads, checked once at start. README's configuration table mirrors this.
 * Later ports add their settings here so there is one place to look.
 */
const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Where an outside service's API is reached instead of its own address: a stand-in (the browser
 * journeys) or an egress proxy. Plain http only on this machine, so a secret never crosses a
 * network in the clear.
 */
const serviceOrigin = (name: string, example: string) =>
  z
    .url({ error: `${name} must be an address such as ${example}` })
    .refine(
      (v) => {
        const url = URL.parse(v);
        return (
          !url || url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
        );
      },
      { error: `${name} must be https:// (plain http:// only to 127.0.0.1, localhost or [::1])` },
    )
    .transform((v) => new URL(v).origin)
    .optional();

/** An address as mail headers take it: `shop@example.com` or `Shop name <shop@example.com>`. */
const MAIL_ADDRESS = /^(?:[^<>@]*<\s*[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+\s*>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

/** SMTP_URL's user when it is an email address (most hosted providers sign in with one): the sender it may use. */
function smtpUserAddress(smtpUrl: string): string | undefined {
  const url = URL.parse(smtpUrl);
  const user = url ? decodeURIComponent(url.username) : '';
  return z.email().safeParse(user).success ? user : undefined;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // 0.0.0.0 so phones on the shop's network can reach the machine running Selvage.
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_EMAIL: z.string().trim().toLowerCase().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX).optional(),
  SESSION_TTL_SECONDS: seconds(12 * 60 * 60),
  SESSION_IDLE_SECONDS: seconds(2 * 60 * 60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().trim().default('false').transform(parseTrustProxy),
  // The address staff open, when a proxy in front rewrites Host (https://selvage.example.com).
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// address' })
    .transform((v) => new URL(v).origin)
    .optional(),
  // A phone on the shop's Wi-Fi sends 7 photos in well under this; a slowly dribbled body does not hold a socket longer.
  REQUEST_TIMEOUT_SECONDS: seconds(120),
  // 'fast' exists for the test suite only: production keeps the strong scrypt parameters.
  PASSWORD_HASH: z.enum(['strong', 'fast'], { error: "PASSWORD_HASH must be 'strong' or 'fast' (tests only)" }).default('strong'),
  // Unset: the client built beside this server (see defaultClientDir).
  CLIENT_DIR: z.string().min(1).optional(),
  // Both set: the server speaks https itself (a phone's camera preview needs a secure page).
  TLS_CERT_FILE: z.string().trim().min(1, 'TLS_CERT_FILE must not be empty').optional(),
  TLS_KEY_FILE: z.string().trim().min(1, 'TLS_KEY_FILE must not be empty').optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  // Inventory boxes (issue 9): each service is local unless its settings are given.
  // A personal access token; the API keys (key...) Airtable retired no longer answer.
  AIRTABLE_TOKEN: z
    .string()
    .trim()
    .min(1)
    .refine((v) => !/^key\w{10,}$/.test(v), {
      error:
        'AIRTABLE_TOKEN is a retired Airtable API key (key...): make a personal access token (pat...) with the scopes data.records:read, data.records:write and schema.bases:read (README)',
    })
    .optional(),
  AIRTABLE_API_ORIGIN: serviceOrigin('AIRTABLE_API_ORIGIN', 'https://proxy.example:8443'),
  // Over Airtable's monthly limit, how often one request sees whether it takes requests again (D143).
  AIRTABLE_LIMIT_CHECK_SECONDS: seconds(15 * 60),
  // Airtable's own penalty after a 429 is 30 s; a stand-in behind AIRTABLE_API_ORIGIN may keep a shorter one.
  AIRTABLE_PENALTY_SECONDS: seconds(AIRTABLE_PENALTY_MS / 1000),
  AIRTABLE_BASE_ID: z
    .string()
    .trim()
    .regex(/^app\w+$/, 'AIRTABLE_BASE_ID must look like appXXXXXXXXXXXXXX')
    .optional(),
  CLOUDINARY_URL: z
    .string()
    .trim()
    .regex(/^cloudinary:\/\/[^:@/]+:[^@/]+@[\w-]+/, 'CLOUDINARY_URL must look like cloudinary://api_key:api_secret@cloud_name')
    .optional(),
  // Box photos are uploaded signed (D138): a preset named here would be a leftover of the old, unsigned way.
  CLOUDINARY_UPLOAD_PRESET: z.string().optional(),
  CLOUDINARY_FOLDER: z
    .string()
    .trim()
    .regex(
      /^[\w-]+(\/[\w-]+)*$/,
      'CLOUDINARY_FOLDER must be a folder path such as selvage/boxes (letters, digits, - and _, parts joined by /)',
    )
    .default('selvage/boxes'),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  LABEL_EMAIL_TO: z.email('LABEL_EMAIL_TO must be an email address').optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(MAIL_ADDRESS, 'MAIL_FROM must be an email address, or a name and one: Selvage <labels@your-shop.com>')
    .optional(),
  // The shop (issue 5): Shopify when the store domain and token are given, else the embedded shop.
  SHOPIFY_STORE_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v.replace(/^https?:\/\//, '').replace(/\/+$/, ''))
    .pipe(
      z.string().regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/, "SHOPIFY_STORE_DOMAIN must be the shop's your-shop.myshopify.com domain"),
    )
    .optional(),
  SHOPIFY_ADMIN_TOKEN: z.string().trim().min(1, 'SHOPIFY_ADMIN_TOKEN must not be empty').optional(),
  // A Dev Dashboard app (every app made since 2026): tokens by the client credentials grant, renewed (D137).
  SHOPIFY_CLIENT_ID: z.string().trim().min(1, 'SHOPIFY_CLIENT_ID must not be empty').optional(),
  SHOPIFY_CLIENT_SECRET: z.string().trim().min(1, 'SHOPIFY_CLIENT_SECRET must not be empty').optional(),
  // Where the Admin API and token endpoint are reached instead of https://SHOPIFY_STORE_DOMAIN: a
  // stand-in store (the browser journeys) or an egress proxy. Plain http only on this machine, so
  // the app's secret never crosses a network in the clear.
  SHOPIFY_API_ORIGIN: serviceOrigin('SHOPIFY_API_ORIGIN', 'https://proxy.example:8443'),
  // The sales channels a listing is published to, by the names the admin shows, comma-separated.
  SHOPIFY_PUBLICATIONS: z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string())
        .min(1, 'SHOPIFY_PUBLICATIONS must name at least one sales channel')
        .max(MAX_PUBLICATIONS, `SHOPIFY_PUBLICATIONS may name at most ${MAX_PUBLICATIONS} sales channels`),
    )
    .default([...DEFAULT_PUBLICATIONS]),
  SHOPIFY_LOCATION_ID: z
    .string()
    .trim()
    .regex(/^(gid:\/\/shopify\/Location\/)?\d+$/, 'SHOPIFY_LOCATION_ID must be a location number or gid://shopify/Location/<number>')
    .transform((v) => (v.startsWith('gid://') ? v : `gid://shopify/Location/${v}`))
    .optional(),
  SHOPIFY_PUBLISHED_STATUS: z
    .enum(['ACTIVE', 'UNLISTED'], { error: 'SHOPIFY_PUBLISHED_STATUS must be ACTIVE or UNLISTED' })
    .default('ACTIVE'),
  // What a product taken off sale becomes: a draft staff can list again, or archived, out of the admin's way.
  SHOPIFY_UNLIST_STATUS: z.enum(['DRAFT', 'ARCHIVED'], { error: 'SHOPIFY_UNLIST_STATUS must be DRAFT or ARCHIVED' }).default('DRAFT'),
});

export type Config = Readonly<{
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  sessionTtlMs: number;
  sessionIdleMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Which proxies may set X-Forwarded-For/-Proto: none, the nearest N hops, or these addresses. */
  trustProxy: TrustProxy;
  /** The origin staff open (PUBLIC_URL), or null to take it from each request's Host. */
  publicOrigin: string | null;
  requestTimeoutMs: number;
  passwordHash: 'strong' | 'fast';
  clientDir: string;
  /** Certificate chain and key (PEM) when the server speaks https itself, or null for plain http. */
  tls: TlsFiles | null;
  bodyLimit: number;
  /** The box table in Airtable, or null for our own table. */
  airtable: {
    token: string;
    baseId: string;
    /** AIRTABLE_API_ORIGIN */
    endpointUrl?: string;
    /** AIRTABLE_LIMIT_CHECK_SECONDS: over the monthly limit, how often Airtable is asked whether it is over. */
    limitCheckMs?: number;
    /** AIRTABLE_PENALTY_SECONDS: how long Airtable refuses every request after a 429. */
    penaltyMs?: number;
  } | null;
  /** Box photos on Cloudinary, uploaded signed into `folder`, or null for photos in our database. */
  cloudinary: { url: string; folder: string } | null;
  /** Label mail through SMTP, or null for .eml files in DATA_DIR/outbox. */
  smtpUrl: string | null;
  labelEmailTo: string | undefined;
  /** MAIL_FROM, or with SMTP and no MAIL_FROM the SMTP account's own address. */
  mailFrom: string | undefined;
  /** The Shopify store products are listed in, or null for the embedded shop. */
  shopify: {
    storeDomain: string;
    credentials: ShopifyCredentials;
    /** SHOPIFY_API_ORIGIN: where the API is reached instead of https://storeDomain. */
    storeUrl?: string;
    locationId: string;
    /** The sales channels listings are published to, by name. */
    publications: string[];
    publishedStatus: 'ACTIVE' | 'UNLISTED';
    unlistStatus: 'DRAFT' | 'ARCHIVED';
  } | null;
}>;

export class ConfigError extends Error {}

/** The Shopify app's credentials as set: a Dev Dashboard app's client id and secret, or a fixed token. */
function shopifyCredentialsOf(e: { SHOPIFY_ADMIN_TOKEN?: string; SHOPIFY_CLIENT_ID?: string; SHOPIFY_CLIENT_SECRET?: string }) {
  if (e.SHOPIFY_CLIENT_ID && e.SHOPIFY_CLIENT_SECRET)
    return { kind: 'client', clientId: e.SHOPIFY_CLIENT_ID, clientSecret: e.SHOPIFY_CLIENT_SECRET } satisfies ShopifyCredentials;
  return e.SHOPIFY_ADMIN_TOKEN ? ({ kind: 'token', accessToken: e.SHOPIFY_ADMIN_TOKEN } satisfies ShopifyCredentials) : null;
}

export type TlsFiles = Readonly<{ cert: Buffer; key: Buffer }>;

/**
 * The folder holding Selvage's package.json. The server runs from src/server (tsx) or from the
 * bundle in dist/server (`npm start`), so it is found by walking up rather than by a fixed depth,
 * and the built client is found whatever folder the server was started from.
 */
function appRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const defaultClientDir = () => path.join(appRoot(), 'dist', 'client');

/**
 * Reads the certificate and key named by TLS_CERT_FILE and TLS_KEY_FILE and checks they belong
 * together, so a wrong file stops the start with the variable's name instead of failing each
 * visitor's handshake.
 */
function readTlsFiles(certFile: string, keyFile: string): { tls: TlsFiles } | { problems: string[] } {
  const problems: string[] = [];
  const read = (name: string, file: string) => {
    try {
      return fs.readFileSync(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why =
        code === 'ENOENT'
          ? 'no such file'
          : code === 'EACCES'
            ? 'permission denied'
            : code === 'EISDIR'
              ? 'it is a folder'
              : String(code ?? error);
      problems.push(`${name}: cannot read ${path.resolve(file)} (${why})`);
      return null;
    }
  };
  const cert = read('TLS_CERT_FILE', certFile);
  const key = read('TLS_KEY_FILE', keyFile);
  if (!cert || !key) return { problems };
  try {
    tls.createSecureContext({ cert, key });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { problems: [`TLS_CERT_FILE and TLS_KEY_FILE must be a PEM certificate (chain) and its private key: ${reason}`] };
  }
  return { tls: { cert, key } };
}

export type TrustProxy = false | number | string[];

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be false, the number of proxies in front of Selvage (usually 1), or their addresses (10.0.0.2,10.0.1.0/24)';

/**
 * `true` used to trust any X-Forwarded-For, which let anyone pick the address the sign-in limits
 * count (issue 13): only a number of hops or a list of proxy addresses is accepted now.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const valid = (a: string) => {
    const [ip, bits, extra] = a.split('/');
    if (extra !== undefined || !ip || net.isIP(ip) === 0) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (net.isIP(ip) === 4 ? 32 : 128));
  };
  if (addresses.length === 0 || !addresses.every(valid)) {
    ctx.addIssue({
      code: 'custom',
      message: value === 'true' ? `${TRUST_PROXY_HELP}; 'true' would trust any client's X-Forwarded-For` : TRUST_PROXY_HELP,
    });
    return z.NEVER;
  }
  return addresses;
}

/** Reads the environment (and the TLS files it names); throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  // Half a configuration would quietly fall back to the local service, and a file that cannot be
  // used would fail later, for each visitor: refuse both at start instead.
  const wrong: string[] = [];
  if (Boolean(e.AIRTABLE_TOKEN) !== Boolean(e.AIRTABLE_BASE_ID)) wrong.push('AIRTABLE_TOKEN and AIRTABLE_BASE_ID must be set together');
  if (e.SMTP_URL && !e.LABEL_EMAIL_TO) wrong.push('SMTP_URL needs LABEL_EMAIL_TO (where box labels are mailed)');
  // A mail server sends only as an address its account owns: selvage@localhost would be refused,
  // rewritten or put in spam while staff read "sent" (issue 41).
  const mailFrom = e.MAIL_FROM ?? (e.SMTP_URL ? smtpUserAddress(e.SMTP_URL) : undefined);
  if (e.SMTP_URL && !URL.parse(e.SMTP_URL))
    wrong.push('SMTP_URL cannot be read: a user or password holding @ : / or % must be percent-encoded (@ is %40)');
  else if (e.SMTP_URL && !mailFrom)
    wrong.push("SMTP_URL needs MAIL_FROM (the sender the label mail comes from, an address of the mail account's own domain)");
  if (e.CLOUDINARY_UPLOAD_PRESET !== undefined)
    wrong.push(
      "CLOUDINARY_UPLOAD_PRESET is no longer used: box photos are uploaded signed with CLOUDINARY_URL's key and secret. Remove it, and delete the unsigned preset in Cloudinary (anyone who knows its name can upload)",
    );
  if (e.AIRTABLE_API_ORIGIN && !e.AIRTABLE_TOKEN) wrong.push('AIRTABLE_API_ORIGIN needs AIRTABLE_TOKEN and AIRTABLE_BASE_ID');
  // Sent to Airtable itself, a shorter wait would only earn another 429 (its penalty is 30 s).
  if (e.AIRTABLE_PENALTY_SECONDS * 1000 !== AIRTABLE_PENALTY_MS && !e.AIRTABLE_API_ORIGIN)
    wrong.push("AIRTABLE_PENALTY_SECONDS needs AIRTABLE_API_ORIGIN (Airtable's own penalty is 30 s)");
  // Airtable fetches attachments by link; it cannot reach photos kept behind this server's sign-in.
  if (e.AIRTABLE_TOKEN && !e.CLOUDINARY_URL)
    wrong.push('AIRTABLE_TOKEN needs CLOUDINARY_URL (Airtable cannot fetch photos kept on this server)');
  const shopifyCredentials = shopifyCredentialsOf(e);
  if (Boolean(e.SHOPIFY_CLIENT_ID) !== Boolean(e.SHOPIFY_CLIENT_SECRET))
    wrong.push('SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET must be set together');
  else if (e.SHOPIFY_CLIENT_ID && e.SHOPIFY_ADMIN_TOKEN)
    wrong.push('SHOPIFY_ADMIN_TOKEN or SHOPIFY_CLIENT_ID with SHOPIFY_CLIENT_SECRET, not both (one app connects the shop)');
  else if (Boolean(e.SHOPIFY_STORE_DOMAIN) !== Boolean(shopifyCredentials))
    wrong.push(
      'SHOPIFY_STORE_DOMAIN needs SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET (a Dev Dashboard app) or SHOPIFY_ADMIN_TOKEN (a custom app made in the admin), and they need it',
    );
  // Stock is counted per location; Shopify has no default to fall back on through the API.
  else if (e.SHOPIFY_STORE_DOMAIN && !e.SHOPIFY_LOCATION_ID)
    wrong.push('SHOPIFY_STORE_DOMAIN needs SHOPIFY_LOCATION_ID (the location where stock is counted)');
  if (e.SHOPIFY_LOCATION_ID && !e.SHOPIFY_STORE_DOMAIN && !shopifyCredentials)
    wrong.push('SHOPIFY_LOCATION_ID needs SHOPIFY_STORE_DOMAIN and the app credentials');
  if (Boolean(e.TLS_CERT_FILE) !== Boolean(e.TLS_KEY_FILE))
    wrong.push('TLS_CERT_FILE and TLS_KEY_FILE must be set together (the certificate and its private key)');
  // Browsers send an https Origin to an https server: an http PUBLIC_URL would refuse every change.
  if (e.TLS_CERT_FILE && e.PUBLIC_URL?.startsWith('http:'))
    wrong.push('PUBLIC_URL must be an https:// address when TLS_CERT_FILE and TLS_KEY_FILE are set');
  let tlsFiles: TlsFiles | null = null;
  if (e.TLS_CERT_FILE && e.TLS_KEY_FILE) {
    const read = readTlsFiles(e.TLS_CERT_FILE, e.TLS_KEY_FILE);
    if ('problems' in read) wrong.push(...read.problems);
    else tlsFiles = read.tls;
  }
  if (wrong.length > 0) throw new ConfigError(`Invalid configuration:\n  ${wrong.join('\n  ')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    sessionTtlMs: e.SESSION_TTL_SECONDS * 1000,
    sessionIdleMs: e.SESSION_IDLE_SECONDS * 1000,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    publicOrigin: e.PUBLIC_URL ?? null,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    passwordHash: e.PASSWORD_HASH,
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : defaultClientDir(),
    tls: tlsFiles,
    bodyLimit: e.BODY_LIMIT_BYTES,
    airtable:
      e.AIRTABLE_TOKEN && e.AIRTABLE_BASE_ID
        ? {
            token: e.AIRTABLE_TOKEN,
            baseId: e.AIRTABLE_BASE_ID,
            ...(e.AIRTABLE_API_ORIGIN ? { endpointUrl: e.AIRTABLE_API_ORIGIN } : {}),
            limitCheckMs: e.AIRTABLE_LIMIT_CHECK_SECONDS * 1000,
            penaltyMs: e.AIRTABLE_PENALTY_SECONDS * 1000,
          }
        : null,
    cloudinary: e.CLOUDINARY_URL ? { url: e.CLOUDINARY_URL, folder: e.CLOUDINARY_FOLDER } : null,
    smtpUrl: e.SMTP_URL ?? null,
    labelEmailTo: e.LABEL_EMAIL_TO,
    mailFrom,
    shopify:
      e.SHOPIFY_STORE_DOMAIN && shopifyCredentials && e.SHOPIFY_LOCATION_ID
        ? {
            storeDomain: e.SHOPIFY_STORE_DOMAIN,
            credentials: shopifyCredentials,
            ...(e.SHOPIFY_API_ORIGIN ? { storeUrl: e.SHOPIFY_API_ORIGIN } : {}),
            locationId: e.SHOPIFY_LOCATION_ID,
            publications: e.SHOPIFY_PUBLICATIONS,
            publishedStatus: e.SHOPIFY_PUBLISHED_STATUS,
            unlistStatus: e.SHOPIFY_UNLIST_STATUS,
          }
        : null,
  };
}
