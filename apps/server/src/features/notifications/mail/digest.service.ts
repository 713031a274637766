import type { NotificationPreferenceKey } from "@hangar/contracts";
import type { Db } from "../../../db/client";
import { transactionSql } from "../../../lib/jobs";
import type { Mailer } from "../../../lib/mail";
import { readableIssueIds } from "../../../lib/visibility";
import { changeLineOf } from "./change-line";
import * as repo from "./digest.repo";
import { type DigestMailInput, renderDigestMail } from "./digest-mail";
import { mailKindOf } from "./mail-kind";
import { signUnsubscribeToken } from "./unsubscribe-token";

export type DigestDeps = { db: Db; mailer: Mailer; appOrigin: string; secretKey: string };
export type DigestResult = { considered: number; mailed: number };

/** Notifications per transaction: a backlog is worked through in several, each mailing what it marks. */
const BATCH = 1000;

type Pending = repo.PendingNotification;

/** Consecutive rows of one receiver and one issue (the repo returns them in that order). */
function groupsOf(rows: Pending[]): Pending[][] {
  const groups: Pending[][] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last?.[0]?.receiver_id === row.receiver_id && last[0].issue_id === row.issue_id) last.push(row);
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

function mailFor(deps: DigestDeps, rows: Pending[]): DigestMailInput {
  const first = rows[0] as Pending;
  const issueKey = `${first.project_identifier}-${first.sequence_id}`;
  const link = (path: string, preference: NotificationPreferenceKey) =>
    `${deps.appOrigin}${path}?token=${encodeURIComponent(signUnsubscribeToken(deps.secretKey, { userId: first.receiver_id, preference }))}`;
  return {
    to: first.receiver_email,
    issueKey,
    issueName: first.issue_name,
    issueUrl: `${deps.appOrigin}/${encodeURIComponent(first.workspace_slug)}/browse/${issueKey}`,
    lines: rows.map(changeLineOf),
    unsubscribe: kindsByWeight(rows).map((preference) => ({
      preference,
      pageUrl: link("/mail/unsubscribe", preference),
      oneClickUrl: link("/api/notification-mail/unsubscribe/", preference),
    })),
  };
}

/** The mails one batch makes: per receiver per issue, what the receiver's preferences let through. */
async function mailsOf(tx: Db, deps: DigestDeps, rows: Pending[]): Promise<DigestMailInput[]> {
  const issuesByReceiver = new Map<string, string[]>();
  for (const row of rows) {
    const issueIds = issuesByReceiver.get(row.receiver_id) ?? [];
    issueIds.push(row.issue_id);
    issuesByReceiver.set(row.receiver_id, issueIds);
  }
  const readable = new Map<string, Set<string>>();
  for (const [receiver, issueIds] of issuesByReceiver) readable.set(receiver, await readableIssueIds(tx, receiver, issueIds));
  const mails: DigestMailInput[] = [];
  for (const group of groupsOf(rows)) {
    const { receiver_id, receiver_active, issue_id, preferences } = group[0] as Pending;
    // A deactivated account gets no mail; an issue the receiver lost access to is not told about.
    if (!receiver_active || !readable.get(receiver_id)?.has(issue_id)) continue;
    const allowed = group.filter((row) => preferences[mailKindOf(row)]);
    if (allowed.length > 0) mails.push(mailFor(deps, allowed));
  }
  return mails;
}

/**
 * One run of the mail digest: every notification not yet considered becomes part of one mail per receiver
 * per issue, or is dropped for good (its kind turned off, the receiver deactivated, the issue unreadable).
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
