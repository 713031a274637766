import type { GroupProgress } from "@hangar/contracts";

/** Issues neither completed nor cancelled: what a transfer would carry over. */
export function unfinishedIssues(progress: GroupProgress): number {
  return progress.total_issues - progress.completed_issues - progress.cancelled_issues;
}
