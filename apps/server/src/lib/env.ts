import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";

export type Env = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  appOrigin: string;
  secretKey: string;
  smtpUrl: string | null;
  mailFrom: string;
  authRateLimitMax: number;
  /** Auth attempts per account (email) per 15 minutes, from any address (AUTH_ACCOUNT_RATE_LIMIT). */
  authAccountRateLimitMax: number;
  enableSignup: boolean;
  enableMagicLogin: boolean;
  enablePasswordLogin: boolean;
  secureCookies: boolean;
  logLevel: string;
  /** Largest attachment accepted, in bytes (FILE_SIZE_LIMIT). */
  uploadMaxBytes: number;
  /** Page versions older than this many days are pruned daily, each page's newest kept (PAGE_VERSION_RETENTION_DAYS). */
  pageVersionRetentionDays: number;
  /** Redis for page co-editing across several server processes (REDIS_URL); null: one process, nothing needed. */
  redisUrl: string | null;
  /** S3-compatible storage for uploads; null keeps files on local disk under DATA_DIR/uploads. */
  s3: S3Settings | null;
  /**
   * Which peers may set the client address through X-Forwarded-For (TRUST_PROXY), in the form Fastify's
   * `trustProxy` takes: false trusts nobody, true everyone, a number that many hops, a list those addresses.
   */
  trustProxy: TrustProxy;
  /**
   * Check every reply against its endpoint's response schema (VALIDATE_RESPONSES): on in tests and in
   * `npm run dev`, off in production where the check would cost every request.
   */
  validateResponses: boolean;
  /**
   * How often, in minutes, the notification mail digest runs (NOTIFICATION_DIGEST_MINUTES, default 5):
   * 1–59, or whole hours (60, 120 … 1440). 0 turns the digest off for the whole instance.
   */
  notificationDigestMinutes: number;
};

export type TrustProxy = boolean | number | string[];

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
};

const bool = (v: string | undefined, fallback: boolean) =>
  v === undefined || v === "" ? fallback : ["1", "true", "yes", "on"].includes(v.toLowerCase());

function intVar(name: string, v: string | undefined, fallback: number): number {
  if (v === undefined || v === "") return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${v}"`);
  return n;
}

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` option. Fastify 5 no longer honours a bare hop count (it trusts
 * nobody then), so a count becomes the function Express uses for one: the n nearest hops are proxies.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

/** Unset, empty, `false` or `0`: forwarded headers are ignored and the client is the socket's peer. */
export function parseTrustProxy(v: string | undefined): TrustProxy {
  const value = (v ?? "").trim();
  if (value === "" || /^(false|0)$/i.test(value)) return false;
  if (/^true$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    throw new Error(
      `TRUST_PROXY must be true, false, a hop count or a comma-separated list of addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8); "${bad.join('", "')}" is none of these`,
    );
  }
  return entries;
}

function s3Settings(source: NodeJS.ProcessEnv): S3Settings | null {
  if (!source.S3_BUCKET) return null;
  const endpoint = source.S3_ENDPOINT ? source.S3_ENDPOINT.replace(/\/$/, "") : null;
  return {
    bucket: source.S3_BUCKET,
    region: source.S3_REGION || "us-east-1",
    endpoint,
    accessKeyId: source.S3_ACCESS_KEY_ID || null,
    secretAccessKey: source.S3_SECRET_ACCESS_KEY || null,
    // Self-hosted S3 servers (MinIO, Garage, SeaweedFS) usually lack per-bucket DNS names.
    forcePathStyle: bool(source.S3_FORCE_PATH_STYLE, endpoint !== null),
  };
}

/** SECRET_KEY from the environment, else one generated once and kept in DATA_DIR so sessions survive restarts. */
function resolveSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = path.join(dataDir, "secret-key");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString("hex");
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** NOTIFICATION_DIGEST_MINUTES: a value a cron schedule can keep to (see notificationDigestMinutes). */
export function parseDigestMinutes(v: string | undefined): number {
  if (v === undefined || v.trim() === "") return 5;
  const n = Number(v);
  const fits = Number.isInteger(n) && ((n >= 0 && n < 60) || (n % 60 === 0 && n >= 60 && n <= 1440));
  if (!fits)
    throw new Error(
      `NOTIFICATION_DIGEST_MINUTES must be 0 (off), 1 to 59, or whole hours in minutes (60, 120 … 1440), got "${v}"`,
    );
  return n;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const port = intVar("PORT", source.PORT, 3000);
  const host = source.HOST || "127.0.0.1";
  const dataDir = path.resolve(source.DATA_DIR || "./data");
  const appOrigin = (source.APP_ORIGIN || `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`).replace(/\/$/, "");
  return {
    port,
    host,
    dataDir,
    databaseUrl: source.DATABASE_URL || null,
    appOrigin,
    secretKey: resolveSecret(dataDir, source.SECRET_KEY),
    smtpUrl: source.SMTP_URL || null,
    mailFrom: source.MAIL_FROM || "Hangar <no-reply@hangar.local>",
    authRateLimitMax: intVar("AUTH_RATE_LIMIT", source.AUTH_RATE_LIMIT, 30),
    authAccountRateLimitMax: intVar("AUTH_ACCOUNT_RATE_LIMIT", source.AUTH_ACCOUNT_RATE_LIMIT, 20),
    enableSignup: bool(source.ENABLE_SIGNUP, true),
    enableMagicLogin: bool(source.ENABLE_MAGIC_LOGIN, true),
    enablePasswordLogin: bool(source.ENABLE_EMAIL_PASSWORD, true),
    secureCookies: appOrigin.startsWith("https://"),
    logLevel: source.LOG_LEVEL || "info",
    uploadMaxBytes: intVar("FILE_SIZE_LIMIT", source.FILE_SIZE_LIMIT, 5 * 1024 * 1024),
    pageVersionRetentionDays: intVar("PAGE_VERSION_RETENTION_DAYS", source.PAGE_VERSION_RETENTION_DAYS, 30),
    redisUrl: source.REDIS_URL || null,
    s3: s3Settings(source),
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    validateResponses: bool(source.VALIDATE_RESPONSES, false),
    notificationDigestMinutes: parseDigestMinutes(source.NOTIFICATION_DIGEST_MINUTES),
  };
}
