import type { NotificationPreferenceKey } from "@hangar/contracts";
import type { Db } from "../../../db/client";
import { transactionSql } from "../../../lib/jobs";
import type { Mailer } from "../../../lib/mail";
import { readableIssueIds, readablePageIds } from "../../../lib/visibility";
import { changeLineOf } from "./change-line";
import * as repo from "./digest.repo";
import { type DigestMailInput, type DigestSubject, renderDigestMail } from "./digest-mail";
import { mailKindOf } from "./mail-kind";
import { signUnsubscribeToken } from "./unsubscribe-token";

export type DigestDeps = { db: Db; mailer: Mailer; appOrigin: string; secretKey: string };
export type DigestResult = { considered: number; mailed: number };

/** Notifications per transaction: a backlog is worked through in several, each mailing what it marks. */
const BATCH = 1000;

type Pending = repo.PendingNotification;

/** The issue or the page a notification is about: a mail is about one of them. */
const subjectIdOf = (row: Pending) => row.issue_id ?? row.page_id;

/** Consecutive rows of one receiver and one issue or page (the repo returns them in that order). */
function groupsOf(rows: Pending[]): Pending[][] {
  const groups: Pending[][] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last?.[0]?.receiver_id === row.receiver_id && subjectIdOf(last[0]) === subjectIdOf(row)) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

/** The kinds a mail carries, the most frequent first (on a tie, the latest): its one-click link stops that one. */
function kindsByWeight(rows: Pending[]): NotificationPreferenceKey[] {
  const weight = new Map<NotificationPreferenceKey, { count: number; last: number }>();
  rows.forEach((row, index) => {
    const kind = mailKindOf(row);
    const seen = weight.get(kind) ?? { count: 0, last: 0 };
    weight.set(kind, { count: seen.count + 1, last: index });
  });
  return [...weight].sort(([, a], [, b]) => b.count - a.count || b.last - a.last).map(([kind]) => kind);
}

/** The issue (by its key, which resolves wherever it lives) or the page (where it is now), and its address. */
function subjectOf(deps: DigestDeps, row: Pending): { about: DigestSubject; url: string } {
  const workspace = `${deps.appOrigin}/${encodeURIComponent(row.workspace_slug)}`;
  if (row.issue_id) {
    const key = `${row.project_identifier}-${row.sequence_id}`;
    return { about: { kind: "issue", key, name: row.issue_name ?? "" }, url: `${workspace}/browse/${key}` };
  }
  // The web app's page route (apps/web/src/lib/paths.ts appPaths.page).
  return {
    about: { kind: "page", name: row.page_name ?? "", projectName: row.project_name ?? "" },
    url: `${workspace}/projects/${row.page_project_id}/pages/${row.page_id}`,
  };
}

function mailFor(deps: DigestDeps, rows: Pending[]): DigestMailInput {
  const first = rows[0] as Pending;
  const link = (path: string, preference: NotificationPreferenceKey) =>
    `${deps.appOrigin}${path}?token=${encodeURIComponent(signUnsubscribeToken(deps.secretKey, { userId: first.receiver_id, preference }))}`;
  return {
    to: first.receiver_email,
    ...subjectOf(deps, first),
    lines: rows.map(changeLineOf),
    unsubscribe: kindsByWeight(rows).map((preference) => ({
      preference,
      pageUrl: link("/mail/unsubscribe", preference),
      oneClickUrl: link("/api/notification-mail/unsubscribe/", preference),
    })),
  };
}

/** Per receiver, which of the issues and pages their rows name they may still read (lib/visibility.ts). */
async function readableByReceiver(tx: Db, rows: Pending[]): Promise<Map<string, Set<string>>> {
  const named = new Map<string, { issues: string[]; pages: string[] }>();
  for (const row of rows) {
    const ids = named.get(row.receiver_id) ?? { issues: [], pages: [] };
    if (row.issue_id) ids.issues.push(row.issue_id);
    else if (row.page_id) ids.pages.push(row.page_id);
    named.set(row.receiver_id, ids);
  }
  const readable = new Map<string, Set<string>>();
  for (const [receiver, ids] of named) {
    const issues = await readableIssueIds(tx, receiver, ids.issues);
    const pages = await readablePageIds(tx, receiver, ids.pages);
    readable.set(receiver, new Set([...issues, ...pages]));
  }
  return readable;
}

/** The mails one batch makes: per receiver per issue or page, what the receiver's preferences let through. */
async function mailsOf(tx: Db, deps: DigestDeps, rows: Pending[]): Promise<DigestMailInput[]> {
  const readable = await readableByReceiver(tx, rows);
  const mails: DigestMailInput[] = [];
  for (const group of groupsOf(rows)) {
    const first = group[0] as Pending;
    const subject = subjectIdOf(first);
    // A deactivated account gets no mail; an issue or page the receiver lost access to is not told about.
    if (!first.receiver_active || !subject || !readable.get(first.receiver_id)?.has(subject)) continue;
    const allowed = group.filter((row) => first.preferences[mailKindOf(row)]);
    if (allowed.length > 0) mails.push(mailFor(deps, allowed));
  }
  return mails;
}

/**
 * One run of the mail digest: every notification not yet considered becomes part of one mail per receiver
 * per issue (or per page, for mentions in pages), or is dropped for good (its kind turned off, the
 * receiver deactivated, the issue or page unreadable).
 * The mails are queued and the notifications marked in one transaction: a run that fails mails nothing and
 * marks nothing, and a run in another process skips what this one holds, so nothing is mailed twice.
 */
export async function runMailDigest(deps: DigestDeps): Promise<DigestResult> {
  const result: DigestResult = { considered: 0, mailed: 0 };
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const rows = await repo.lockPendingNotifications(tx, BATCH);
      const mails = await mailsOf(tx, deps, rows);
      const db = transactionSql(tx);
      for (const mail of mails) await deps.mailer.send(renderDigestMail(mail), { db });
      const considered = rows.map((row) => row.id);
      await repo.markEmailed(tx, considered);
      return { considered: considered.length, mailed: mails.length };
    });
    result.considered += batch.considered;
    result.mailed += batch.mailed;
    if (batch.considered < BATCH) return result;
  }
}
