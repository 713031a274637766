import { useQueryClient } from "@tanstack/react-query";
import { Archive, Bell, BellOff, Boxes, CircleDot, Link2, RefreshCcw, SignalHigh, Tag, Trash2, UserRound } from "lucide-react";
import { selectIssueTarget, useIssueCommands, useIssueFromStore } from "../../issue-core";
import { useProjectList } from "../../projects";
import { copyIssueLinks, setIssuesSubscribed } from "../api/selection-actions";
import { pushPalettePage, runAfterClose } from "../lib/palette-navigation";
import type { IssueProperty } from "../lib/palette-store";
import type { PaletteCommand, PaletteGroupSpec } from "./palette-item";

/**
 * What the palette can do to the issue open in a page or peek, or to the rows checked in a list: change
 * its properties (nested pages), copy its link, follow it, archive or delete it.
 */
export function useIssueCommandGroup(slug: string): PaletteGroupSpec | null {
  const target = useIssueCommands(selectIssueTarget);
  const detail = target?.kind === "detail";
  const issue = useIssueFromStore(detail ? target.issueIds[0] : null);
  const projects = useProjectList(slug);
  const queryClient = useQueryClient();
  if (!target) return null;
  const copyLinks = target.copyLink ?? (() => copyIssueLinks(target, projects.data));
  const setSubscribed = target.setSubscribed ?? ((on: boolean) => void setIssuesSubscribed(queryClient, target, on));
  const project = projects.data?.find((p) => p.id === target.projectId);
  const key = issue && project ? `${project.identifier}-${issue.sequence_id}` : "";
  const count = target.issueIds.length;
  const subject = detail ? `issue ${key}` : "selected issues selection";
  const open = (property: IssueProperty) => (): void => pushPalettePage({ id: "issue", property });
  const command = (c: PaletteCommand): PaletteCommand => ({
    ...c,
    id: `issue-action:${c.id}`,
    keywords: `${c.keywords ?? ""} ${subject}`,
  });

  const commands: PaletteCommand[] = [];
  if (target.canEdit) {
    commands.push(
      command({
        id: "state",
        label: "Change state…",
        keywords: "status move",
        icon: <CircleDot />,
        shortcut: detail ? "issueState" : undefined,
        run: open("state"),
      }),
      command({
        id: "priority",
        label: "Change priority…",
        keywords: "urgent high medium low",
        icon: <SignalHigh />,
        shortcut: detail ? "issuePriority" : undefined,
        run: open("priority"),
      }),
      command({
        id: "assignees",
        label: detail ? "Assign…" : "Add an assignee…",
        keywords: "assignee member person owner",
        icon: <UserRound />,
        shortcut: detail ? "issueAssign" : undefined,
        run: open("assignees"),
      }),
      command({
        id: "labels",
        label: detail ? "Change labels…" : "Add a label…",
        keywords: "label tag",
        icon: <Tag />,
        shortcut: detail ? "issueLabels" : undefined,
        run: open("labels"),
      }),
    );
    if (project?.cycle_view !== false) {
      commands.push(
        command({ id: "cycle", label: "Move to cycle…", keywords: "sprint", icon: <RefreshCcw />, run: open("cycle") }),
      );
    }
    if (project?.module_view !== false) {
      const label = detail ? "Change modules…" : "Add to module…";
      commands.push(command({ id: "modules", label, keywords: "module", icon: <Boxes />, run: open("modules") }));
    }
  }
  commands.push(
    command({
      id: "copy-link",
      label: detail ? "Copy link" : "Copy links",
      keywords: "url share clipboard",
      icon: <Link2 />,
      shortcut: detail ? "issueCopyLink" : undefined,
      run: () => runAfterClose(copyLinks),
    }),
  );
  const follow = (on: boolean) =>
    command({
      id: on ? "subscribe" : "unsubscribe",
      label: on ? "Subscribe" : "Unsubscribe",
      keywords: on ? "follow notify watch" : "unfollow mute stop",
      icon: on ? <Bell /> : <BellOff />,
      run: () => runAfterClose(() => setSubscribed(on)),
    });
  if (!detail || target.subscribed === false) commands.push(follow(true));
  if (!detail || target.subscribed === true) commands.push(follow(false));
  if (target.archive) {
    const archive = target.archive;
    commands.push(command({ id: "archive", label: "Archive", icon: <Archive />, run: () => runAfterClose(archive) }));
  }
  if (target.requestDelete) {
    const remove = target.requestDelete;
    commands.push(
      command({ id: "delete", label: "Delete…", keywords: "remove", icon: <Trash2 />, run: () => runAfterClose(remove) }),
    );
  }
  const heading = detail ? `Issue ${key}`.trim() : `${count} selected ${count === 1 ? "issue" : "issues"}`;
  return { heading, commands };
}
