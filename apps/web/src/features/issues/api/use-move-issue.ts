import type { IssueGroupBy, IssueOrderBy } from "@hangar/contracts";
import { useCallback } from "react";
import { toast } from "../../../lib/toast";
import type { IssueLookups } from "../../issue-core";
import { getIssueFromStore, useUpdateIssue } from "../../issue-core";
import { type IssueMove, resolveMove } from "../../issue-layouts";

type MoveOptions = {
  groupBy: IssueGroupBy | null;
  subGroupBy: IssueGroupBy | null;
  orderBy: IssueOrderBy;
  lookups: IssueLookups;
};

/** A board drop turned into one optimistic issue update (rolled back and toasted by useUpdateIssue). */
export function useMoveIssue(slug: string, projectId: string, { groupBy, subGroupBy, orderBy, lookups }: MoveOptions) {
  const { updateIssue } = useUpdateIssue(slug, projectId);
  return useCallback(
    (move: IssueMove) => {
      const result = resolveMove(move, {
        groupBy,
        subGroupBy,
        manualOrder: orderBy === "sort_order",
        lookups,
        issueById: getIssueFromStore,
      });
      if ("error" in result) toast.error("Can't move the issue there", { description: result.error });
      else if ("notice" in result) toast(result.notice);
      else if ("patch" in result) updateIssue(move.issueId, result.patch).catch(() => undefined);
    },
    [groupBy, subGroupBy, orderBy, lookups, updateIssue],
  );
}
