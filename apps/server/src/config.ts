import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SUPPLIER_COUNT_CAP, SUPPLIER_SEARCH_COUNT_CAP } from '@abasto/domain/supplier-list';
import { DEFAULT_SMTP_MAX_CONNECTIONS } from './modules/mail/mail-transport.ts';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** The request shapes an SMS gateway may speak (modules/mail/sms-gateway.ts). */
export const SMS_GATEWAY_KINDS = ['generic', 'twilio', 'vonage', 'infobip'] as const;
export type SmsGatewayKind = (typeof SMS_GATEWAY_KINDS)[number];

/** A configured SMS gateway. */
export interface SmsGatewayConfig {
  kind: SmsGatewayKind;
  /** Overrides the preset's address; required for 'generic' and 'infobip' (the account's base). */
  url: string | null;
  token: string;
  account: string | null;
  from: string | null;
}

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /**
   * A certificate and its key (PEM files): with both, the server speaks HTTPS itself, HTTP/2 to
   * browsers and HTTP/1.1 to other clients (docs/deployment.md#tls-and-http2). Without them it speaks
   * plain HTTP/1.1, for a proxy in front that holds the certificate.
   */
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  /** Where the embedded database and other local state live. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server instead of the embedded database. */
  DATABASE_URL: z.string().url().optional(),
  /** Secret that signs session tokens; generated once and stored in the database when absent. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Lifetime of a session token, in seconds. */
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(12 * 60 * 60),
  /** A session with no request for this long ends (a forgotten, logged-in browser). */
  SESSION_IDLE_HOURS: z.coerce.number().positive().max(24 * 365).default(8),
  /**
   * How long a checked session is reused without asking the database again (0: always ask). A
   * logout, deactivation or password change done on another server holds there within this time.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(5_000).default(1_000),
  /**
   * The supplier list counts matches exactly up to this many, then says "más de N"
   * (docs/product.md#supplier-list). Tests lower it.
   */
  SUPPLIER_COUNT_CAP: z.coerce.number().int().min(1).max(1_000_000).default(SUPPLIER_COUNT_CAP),
  /** The same for a quick search, lower: each counted match of a search is a row read. Tests lower it. */
  SUPPLIER_SEARCH_COUNT_CAP: z.coerce.number().int().min(1).max(1_000_000).default(SUPPLIER_SEARCH_COUNT_CAP),
  /** SMTP server for outgoing mail, e.g. smtp://user:pass@host:587. Without it mail stays in the outbox. */
  SMTP_URL: z.string().optional(),
  /**
   * Connections to the SMTP server at most, and so messages in flight at most: the worker keeps 3
   * going and a message the server holds unanswered keeps its connection while the next starts
   * (modules/mail/mail-worker.ts). At most the relay's limit per client; also the most messages a
   * crash may send twice (docs/deployment.md#mail-after-a-crash).
   */
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(3).max(500).default(DEFAULT_SMTP_MAX_CONNECTIONS),
  MAIL_FROM: z.string().default('Abasto <no-reply@abasto.local>'),
  /** Public address of the application, used in links sent by e-mail. */
  APP_URL: z.string().url().optional(),
  /** Where the browser goes after a public supplier registration. */
  COMPANY_WEBSITE_URL: z.string().url().default('https://www.example.com/'),
  /** Create the demo data even on a non-empty or external database. */
  SEED_DEMO: bool,
  /** Do not create demo data even on an empty embedded database. */
  NO_DEMO: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest JSON body accepted by ordinary calls, in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** Failed logins allowed per address, and logins allowed per client, per window. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** Failed logins allowed per address over all clients together, per window (distributed guessing). */
  LOGIN_MAX_FAILURES_PER_ADDRESS_ALL_CLIENTS: z.coerce.number().int().min(1).default(50),
  LOGIN_MAX_PER_CLIENT: z.coerce.number().int().min(1).default(60),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /**
   * On a PostgreSQL server: longest a statement may run, in ms, and (5 s more) how long a request
   * waits for an answer from a server that has stalled. The request then fails with 503. 0 = no limit.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * On the embedded database: how many API requests may use it at once; the others wait in
   * arrival order (see plugins/admission.ts). 0 lets every request in.
   */
  EMBEDDED_CONCURRENT_REQUESTS: z.coerce.number().int().min(0).max(1000).default(2),
  /**
   * Quotation drafts (bodies up to 30 MB) read and handled at once; the others wait before their
   * body is read. Bounds the memory of uploads (about 120 MB each, see lib/upload-gate.ts).
   */
  UPLOADS_IN_FLIGHT: z.coerce.number().int().min(1).max(100).default(2),
  /** Messages one user may send per minute (care conversations). */
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * Which hops may tell the client's address in X-Forwarded-For: 'true' (any), 'false' (none), or
   * a comma-separated list of addresses, ranges and the names 'loopback', 'linklocal', 'uniquelocal'.
   * Trusting any hop would let a caller write its own address and escape the per-client limits;
   * the default trusts only a proxy on the same machine. Behind a proxy elsewhere, name it.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | string[] => {
      const value = v.trim();
      if (value === 'true') return true;
      if (value === 'false' || value === '') return false;
      return value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }),
  /** Public supplier registrations allowed per client (IP address) per window. */
  REGISTRATION_MAX_PER_CLIENT: z.coerce.number().int().min(1).default(10),
  REGISTRATION_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  /** Folder of the built web app; served with a single-page fallback when present. */
  WEB_DIST: z.string().optional(),
  /** A Nominatim-compatible geocoder (search, lookup) behind /api/map/autocomplete and /api/map/place. */
  MAPS_GEOCODER_URL: z.string().url().optional(),
  /** An OSRM-compatible router behind /api/map/waypoints. Without these the map calls answer 501. */
  MAPS_ROUTER_URL: z.string().url().optional(),
  /** Run the mail delivery worker in this process. */
  MAIL_WORKER: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /**
   * How long a worker's claim on a message lasts. After a crash its messages wait this long
   * before another start (or another server) retakes them; it must stay above the longest
   * single SMTP delivery (the transport's timeouts, about 2 minutes), or a slow delivery could
   * be taken over and sent twice. See docs/deployment.md.
   */
  MAIL_LEASE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(5 * 60),
  /** Wait before the first retry of a delivery that failed for a transient reason; doubles each time. */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().min(0).default(30),
  /**
   * Hours before a request's deadline at which the recipients that have not answered get an
   * automatic reminder (through the outbox, once per request). 0 turns it off.
   */
  REMINDER_HOURS_BEFORE_DEADLINE: z.coerce.number().min(0).max(24 * 30).default(24),
  /** Longest wait between two retries. */
  MAIL_RETRY_MAX_SECONDS: z.coerce
    .number()
    .min(0)
    .default(60 * 60),
  /**
   * A supplier's calificacion is proposed by one gerente or admin and approved by another
   * (docs/product.md#qualification). 'false' lets one person decide, for very small teams.
   */
  APPROVAL_SECOND_PERSON: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /** Run the daily expiry reminders of supplier documents in this process (safe on several servers). */
  DOCUMENT_REMINDERS: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /**
   * Sign-in with an OpenID Connect provider (docs/product.md#login): off, and its button hidden,
   * until OIDC_CLIENT_ID is set. The issuer must be https; only a loopback issuer may use http.
   */
  OIDC_ISSUER: z
    .string()
    .url()
    .default('https://accounts.google.com')
    .refine(secureIssuer, 'OIDC_ISSUER must be an https address (http only on 127.0.0.1, ::1 or localhost)')
    .transform((v) => v.replace(/\/$/, '')),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  /** Where the provider requires one (Google's web clients): the server then exchanges the code. */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The name on the button: "Ingresar con {name}". */
  OIDC_PROVIDER_NAME: z.string().trim().min(1).max(40).default('Google'),
  /**
   * SMS gateway (docs/product.md#accounts-and-e-mail): off until SMS_GATEWAY_URL or a preset
   * SMS_GATEWAY_KIND is set; text messages then wait in the outbox (Correos page). 'generic' posts
   * JSON {to, text} with a bearer token; the presets speak Twilio's, Vonage's and Infobip's shapes.
   */
  SMS_GATEWAY_KIND: z.enum(SMS_GATEWAY_KINDS).optional(),
  /** The gateway's address (the presets have their own, Infobip's base excepted; this overrides it). */
  SMS_GATEWAY_URL: z
    .string()
    .url()
    .refine(secureIssuer, 'SMS_GATEWAY_URL must be an https address (http only on 127.0.0.1, ::1 or localhost)')
    .optional(),
  /** Bearer token (generic), auth token (Twilio), api_secret (Vonage) or API key (Infobip). */
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /** Account SID (Twilio) or api_key (Vonage). */
  SMS_GATEWAY_ACCOUNT: z.string().trim().min(1).optional(),
  /** Sender number or name (required by Twilio and Vonage). */
  SMS_GATEWAY_FROM: z.string().trim().min(1).optional(),
});

/** What each kind of SMS gateway needs besides its kind (see modules/mail/sms-gateway.ts). */
const SMS_GATEWAY_NEEDS: Record<SmsGatewayKind, (keyof z.infer<typeof ConfigSchema>)[]> = {
  generic: ['SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN'],
  twilio: ['SMS_GATEWAY_ACCOUNT', 'SMS_GATEWAY_TOKEN', 'SMS_GATEWAY_FROM'],
  vonage: ['SMS_GATEWAY_ACCOUNT', 'SMS_GATEWAY_TOKEN', 'SMS_GATEWAY_FROM'],
  infobip: ['SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN'],
};

/** The SMS gateway of the configuration, or null when none is configured; throws when one is incomplete. */
function smsGatewayOf(c: z.infer<typeof ConfigSchema>): SmsGatewayConfig | null {
  if (!c.SMS_GATEWAY_KIND && !c.SMS_GATEWAY_URL) return null;
  const kind = c.SMS_GATEWAY_KIND ?? 'generic';
  const missing = SMS_GATEWAY_NEEDS[kind].filter((key) => !c[key]);
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n${missing.map((key) => `  ${key}: required by SMS_GATEWAY_KIND=${kind}`).join('\n')}`,
    );
  }
  return {
    kind,
    url: c.SMS_GATEWAY_URL ?? null,
    token: c.SMS_GATEWAY_TOKEN!,
    account: c.SMS_GATEWAY_ACCOUNT ?? null,
    from: c.SMS_GATEWAY_FROM ?? null,
  };
}

/** An issuer is https, or plain http on this machine only (a local test issuer). */
function secureIssuer(value: string): boolean {
  const url = new URL(value);
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
}

export type Config = z.infer<typeof ConfigSchema> & {
  appUrl: string;
  dataDir: string;
  /** Where text messages go; null: they wait in the outbox. */
  smsGateway: SmsGatewayConfig | null;
  /** The certificate and key read from TLS_CERT_FILE / TLS_KEY_FILE; null: plain HTTP. */
  tls: { cert: Buffer; key: Buffer } | null;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    appUrl: (c.APP_URL ?? `${c.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${c.PORT}`).replace(/\/$/, ''),
    smsGateway: smsGatewayOf(c),
    tls: tlsOf(c),
  };
}

/** Reads the certificate and key; both or neither (docs/deployment.md#tls-and-http2). */
function tlsOf(c: z.infer<typeof ConfigSchema>): Config['tls'] {
  if (!c.TLS_CERT_FILE && !c.TLS_KEY_FILE) return null;
  const problems: string[] = [];
  const read = (name: string, file: string | undefined, other: string): Buffer | null => {
    if (!file) {
      problems.push(`  ${name}: required with ${other}`);
      return null;
    }
    try {
      return fs.readFileSync(file);
    } catch (err) {
      problems.push(`  ${name}: cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
      return null;
    }
  };
  const cert = read('TLS_CERT_FILE', c.TLS_CERT_FILE, 'TLS_KEY_FILE');
  const key = read('TLS_KEY_FILE', c.TLS_KEY_FILE, 'TLS_CERT_FILE');
  if (!cert || !key) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return { cert, key };
}

/** A configuration for tests: in-memory database, quiet logs. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', NO_DEMO: 'true', MAIL_WORKER: 'false', DOCUMENT_REMINDERS: 'false', ...overrides });
}
