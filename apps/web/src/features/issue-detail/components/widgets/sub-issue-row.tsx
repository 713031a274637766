import type { Issue, State } from "@hangar/contracts";
import { X } from "lucide-react";
import { isTemporaryId } from "../../../../lib/use-optimistic-mutation";
import { useIssueFromStore } from "../../../issue-core";
import { issueKey } from "../../lib/issue-link";
import { PriorityIcon, StateIcon } from "../property-icons";

type SubIssueRowProps = {
  issue: Issue;
  identifier: string;
  states: State[];
  canEdit: boolean;
  onOpen: (issueId: string) => void;
  onRemove: (issueId: string) => void;
};

export function SubIssueRow({ issue: fetched, identifier, states, canEdit, onOpen, onRemove }: SubIssueRowProps) {
  // The store copy carries edits made since the list loaded (in its own peek, or by someone else live).
  const issue = { ...fetched, ...useIssueFromStore(fetched.id) };
  const pending = isTemporaryId(issue.id);
  const key = pending ? `${identifier}-…` : issueKey(identifier, issue.sequence_id);
  const state = states.find((s) => s.id === issue.state_id);
  return (
    <li className="group flex h-8 items-center gap-2 rounded px-1.5 hover:bg-surface-hover">
      <StateIcon state={state} />
      <button
        type="button"
        disabled={pending}
        onClick={() => onOpen(issue.id)}
        className="flex min-w-0 flex-1 items-center gap-2 text-left text-sm text-fg focus-visible:underline focus-visible:outline-none"
      >
        <span className="w-14 shrink-0 font-mono text-2xs text-fg-subtle">{key}</span>
        <span className="truncate">{issue.name}</span>
      </button>
      <PriorityIcon priority={issue.priority} />
      <span className="sr-only">{state?.name}</span>
      {canEdit && !pending && (
        <button
          type="button"
          aria-label={`Remove ${key} from sub-issues`}
          onClick={() => onRemove(issue.id)}
          className="rounded p-0.5 text-fg-subtle opacity-0 hover:bg-surface-active hover:text-fg focus-visible:opacity-100 group-hover:opacity-100"
        >
          <X className="size-3.5" aria-hidden />
        </button>
      )}
    </li>
  );
}
