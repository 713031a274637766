import type { IssueSearchHit } from "@hangar/contracts";
import { X } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useIssueFromStore } from "../../../issue-core";
import { issueKey, issuePagePath } from "../../lib/issue-link";
import { IssuePicker } from "../picker/issue-picker";
import { PropertyPopover } from "../picker/property-popover";
import { type PropertyProps, pickerState } from "./property-types";

type ParentPropertyProps = PropertyProps & { slug: string; projectId: string; identifier: string; childIds: string[] };

export function ParentProperty(props: ParentPropertyProps) {
  const { issue, readOnly, onChange, setOpenPicker, slug, projectId, identifier, childIds } = props;
  const stored = useIssueFromStore(issue.parent_id);
  const [picked, setPicked] = useState<IssueSearchHit | null>(null);
  // The expanded parent is refetched after a change; until then the picked issue (or the store's copy) shows.
  const parent =
    issue.parent && issue.parent.id === issue.parent_id
      ? { name: issue.parent.name, key: issueKey(issue.parent.project_identifier, issue.parent.sequence_id) }
      : picked && picked.id === issue.parent_id
        ? { name: picked.name, key: issueKey(picked.project_identifier, picked.sequence_id) }
        : stored
          ? { name: stored.name, key: issueKey(identifier, stored.sequence_id) }
          : null;
  // The server leaves out the issue and everything under it; its children known here are left out at once too.
  const exclude = useMemo(
    () => new Set([issue.id, ...childIds, ...(issue.parent_id ? [issue.parent_id] : [])]),
    [issue.id, issue.parent_id, childIds],
  );
  const parentKey = parent?.key ?? null;

  return (
    <span className="flex min-w-0 items-center gap-1">
      <PropertyPopover
        label="Parent"
        readOnly={readOnly}
        {...pickerState(props, "parent")}
        value={
          issue.parent_id ? (
            <span className="flex min-w-0 items-center gap-1.5">
              <span className="font-mono text-2xs text-fg-subtle">{parentKey ?? "…"}</span>
              <span className="truncate">{parent?.name ?? "Parent issue"}</span>
            </span>
          ) : (
            <span className="text-fg-subtle">No parent</span>
          )
        }
      >
        <IssuePicker
          slug={slug}
          projectId={projectId}
          identifier={identifier}
          label="Parent issue"
          rule={{ issue_id: issue.id, parent: "true" }}
          excludeIds={exclude}
          onPick={([hit]) => {
            setOpenPicker(null);
            if (!hit) return;
            setPicked(hit);
            onChange({ parent_id: hit.id });
          }}
        />
      </PropertyPopover>
      {issue.parent_id && (
        <Link
          to={issuePagePath(slug, projectId, issue.parent_id)}
          className="shrink-0 rounded px-1 text-xs text-fg-subtle hover:bg-surface-hover hover:text-fg"
          aria-label={`Open parent ${parentKey ?? "issue"}`}
        >
          Open
        </Link>
      )}
      {issue.parent_id && !readOnly && (
        <button
          type="button"
          aria-label="Remove parent"
          onClick={() => onChange({ parent_id: null })}
          className="shrink-0 rounded p-0.5 text-fg-subtle hover:bg-surface-hover hover:text-fg"
        >
          <X className="size-3" aria-hidden />
        </button>
      )}
    </span>
  );
}
