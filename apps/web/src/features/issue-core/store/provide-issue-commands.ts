import type { Priority } from "@hangar/contracts";
import { useEffect, useRef } from "react";
import { useIssueCommands } from "./issue-commands";

/** What the command palette can change on the issues in view; each call goes through the screen's own mutation. */
export type IssueCommandPatch = { state_id?: string; priority?: Priority; assignee_ids?: string[]; label_ids?: string[] };

/**
 * The issues a screen offers to the command palette: the one open in its page or peek ("detail"), or the
 * rows checked in a list ("selection"). The screen passes its own actions, so the palette changes them
 * the way the screen's menus do (optimistic, rolled back with a toast, heard live by other clients).
 */
export type IssueCommandTarget = {
  kind: "detail" | "selection";
  slug: string;
  projectId: string;
  issueIds: readonly string[];
  canEdit: boolean;
  /**
   * Detail: the issue's new lists (the palette toggles one assignee or label). Selection: what to add
   * to every issue, as the bulk bar does.
   */
  update: (patch: IssueCommandPatch) => void;
  setCycle: (cycleId: string | null) => void;
  /** Detail: joins or leaves the module. Selection: adds every issue to it. */
  toggleModule: (moduleId: string) => void;
  /** Absent where the screen would not offer it (an issue not yet completed, not the caller's to delete). */
  archive?: () => void;
  /** Asks first, with the screen's own confirmation. */
  requestDelete?: () => void;
  /** The screen's own "copy link" and "subscribe"; without them (checked rows) the palette does it for each issue. */
  copyLink?: () => void;
  /** Whether the caller follows the issue (unknown while loading, or for several). */
  subscribed?: boolean;
  setSubscribed?: (subscribed: boolean) => void;
};

/** The issues the palette acts on: the one open in a page or peek before a list's checked rows. */
export const selectIssueTarget = (state: ReturnType<typeof useIssueCommands.getState>): IssueCommandTarget | null =>
  state.detail ?? state.selection;

/**
 * Offers a screen's issues to the palette while it is mounted (null: nothing to offer right now). The
 * latest render's actions are published; a screen unmounting clears only its own entry, not the next one's.
 */
export function useProvideIssueCommands(slot: "detail" | "selection", target: IssueCommandTarget | null) {
  const token = useRef({}).current;
  useEffect(() => {
    const current = useIssueCommands.getState()[slot];
    if (target) useIssueCommands.setState({ [slot]: { ...target, token } });
    else if (current?.token === token) useIssueCommands.setState({ [slot]: null });
  });
  useEffect(
    () => () => {
      if (useIssueCommands.getState()[slot]?.token === token) useIssueCommands.setState({ [slot]: null });
    },
    [slot, token],
  );
}
