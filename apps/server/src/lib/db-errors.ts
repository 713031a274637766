/** Drizzle wraps driver errors in DrizzleQueryError; the Postgres code sits on the cause. */
function pgError(err: unknown): { code?: string; constraint?: string } | null {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === "object"; i++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string") return candidate as { code?: string; constraint?: string };
    e = candidate.cause;
  }
  return null;
}

/** True when a unique index (optionally the named one) rejected the write — a lost race with a concurrent request. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pg = pgError(err);
  if (pg?.code !== "23505") return false;
  return !constraint || !pg.constraint || pg.constraint === constraint;
}

/** Socket-level failures reaching the database (refused, socket file gone, reset) and the driver's own. */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ENOENT", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);
const DRIVER_MESSAGES = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/i;

/**
 * True when the database could not be reached or dropped the connection: a server restarting, shutting
 * down (SQLSTATE 57P01–57P03) or gone (class 08). The request may be retried once it is back: a 503,
 * not a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === "string" ? candidate.code : "";
    if (UNREACHABLE_CODES.has(code) || /^57P0[123]$/.test(code) || code.startsWith("08")) return true;
    if (typeof candidate.message === "string" && DRIVER_MESSAGES.test(candidate.message)) return true;
    e = candidate.cause;
  }
  return false;
}

/** The driver's own words under Drizzle's "Failed query: …" wrapper, for a log line that says what happened. */
export function rootCause(err: unknown): string {
  let e = err as { message?: unknown; cause?: unknown };
  for (let i = 0; i < 4 && e.cause && typeof e.cause === "object"; i++) e = e.cause as typeof e;
  return typeof e.message === "string" ? e.message : String(err);
}
