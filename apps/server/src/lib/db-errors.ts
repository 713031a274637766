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
