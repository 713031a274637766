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

/**
 * SQLSTATEs by which PostgreSQL refuses a value it was given (data exception class 22), in words for the
 * client. The contracts refuse such values first; this keeps anything they miss a 400, not a 500.
 */
const INVALID_INPUT: Record<string, string> = {
  "22021": "text contains a character that cannot be stored (such as NUL, \\u0000)",
  "22P05": "text contains a character that cannot be stored (such as NUL, \\u0000)",
  "22007": "a date or time is not valid",
  "22008": "a date or time is out of range (years 0001 to 9999)",
  "22003": "a number is out of range",
  "22P02": "a value is not in the expected format",
  "22001": "a value is too long",
};

/** `Invalid input: …` when the database refused a value the client sent, or null for any other error. */
export function invalidInputMessage(err: unknown): string | null {
  const code = pgError(err)?.code;
  const reason = code ? INVALID_INPUT[code] : undefined;
  return reason ? `Invalid input: ${reason}` : null;
}

/** The driver's own words under Drizzle's "Failed query: …" wrapper, for a log line that says what happened. */
export function rootCause(err: unknown): string {
  let e = err as { message?: unknown; cause?: unknown };
  for (let i = 0; i < 4 && e.cause && typeof e.cause === "object"; i++) e = e.cause as typeof e;
  return typeof e.message === "string" ? e.message : String(err);
}

/**
 * What a unique index that refused a write means, in the words of the field it guards. A service checks
 * first and answers its own 409; this is for the request that passed that check side by side with another
 * and lost the race at the index.
 */
const UNIQUE_CONFLICTS = new Map<string, string>(
  Object.entries({
    projects_identifier_unique: "identifier: this project identifier is already taken in the workspace",
    projects_name_unique: "name: a project with this name already exists in the workspace",
    workspaces_slug_unique: "slug: a workspace with this URL already exists",
    workspace_members_unique: "member: this user is already a member of the workspace",
    project_members_unique: "member: this user is already a member of the project",
    states_name_unique: "name: a state with this name already exists in the project",
    states_one_default: "default: another state became the default at the same time; try again",
    labels_name_unique: "name: a label with this name already exists in the project",
    modules_name_unique: "name: a module with this name already exists in the project",
    module_members_unique: "member_ids: this member is already on the module",
    module_issues_unique: "issues: this issue is already in the module",
    cycle_issues_issue_unique: "issues: this issue was put into a cycle at the same time; try again",
    estimate_points_key_unique: "key: another point of this estimate already uses this key",
    issue_relations_unique: "related_list: these issues are already related this way",
    issue_reactions_unique: "reaction: you have already reacted with this emoji",
    comment_reactions_unique: "reaction: you have already reacted with this emoji",
    issue_subscribers_unique: "subscriber: already subscribed to this issue",
    user_favorites_unique: "entity_identifier: this is already in your favorites",
    user_favorites_folder_name_unique: "name: you already have a folder with this name",
    users_email_key: "email: an account with this email already exists",
  }),
);
const CONCURRENT_CHANGE = "This conflicts with a change made at the same time. Please try again.";

/** The 409 message for a write a unique index refused, or null when the error is something else. */
export function uniqueViolationMessage(err: unknown): string | null {
  const pg = pgError(err);
  if (pg?.code !== "23505") return null;
  return UNIQUE_CONFLICTS.get(pg.constraint ?? "") ?? CONCURRENT_CHANGE;
}
