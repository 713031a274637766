import { useEffect, useRef } from "react";
import { create } from "zustand";
import type { IssueCommandTarget } from "./provide-issue-commands";

type IssueCommandsState = {
  /** The issues screens offer the command palette (see provide-issue-commands.ts). */
  detail: (IssueCommandTarget & { token: object }) | null;
  selection: (IssueCommandTarget & { token: object }) | null;
  /** The mounted issue list's "New issue" (its scope's project, cycle or module); null without a list. */
  listCreate: { run: () => void; token: object } | null;
  /** A "new issue" asked for where no list is open: the workspace's own create host answers it. */
  createRequested: boolean;
};

export const useIssueCommands = create<IssueCommandsState>()(() => ({
  detail: null,
  selection: null,
  listCreate: null,
  createRequested: false,
}));

/** "New issue" from anywhere (the c shortcut, the palette): the open list's own, else the workspace's. */
export function createIssueAnywhere() {
  const { listCreate } = useIssueCommands.getState();
  if (listCreate) listCreate.run();
  else useIssueCommands.setState({ createRequested: true });
}

/** The list's "New issue", for the c shortcut and the palette while the list is mounted. */
export function useProvideListCreate(run: (() => void) | null) {
  const token = useRef({}).current;
  const latest = useRef(run);
  latest.current = run;
  const enabled = run !== null;
  useEffect(() => {
    if (!enabled) return;
    useIssueCommands.setState({ listCreate: { run: () => latest.current?.(), token } });
    return () => {
      if (useIssueCommands.getState().listCreate?.token === token) useIssueCommands.setState({ listCreate: null });
    };
  }, [enabled, token]);
}
