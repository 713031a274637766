import type { Issue } from "@hangar/contracts";
import { Search } from "lucide-react";
import { useMemo, useState } from "react";
import { InputGroup, InputGroupInput } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { useProjectIssues, useProjectIssuesQuery } from "../api/use-project-issues";
import { issueKey, keyColumnWidth } from "../lib/issue-key";

type IssueCheckListProps = {
  slug: string;
  projectId: string;
  identifier: string;
  /** Issues that may be picked (e.g. not in the cycle or module yet); saving ones never are. */
  eligible: (issue: Issue) => boolean;
  picked: ReadonlySet<string>;
  onToggle: (issueId: string) => void;
  /** At most this many rows; a note asks to search when there are more. */
  limit: number;
  /** Said when no issue is eligible at all. */
  noneText: string;
};

/** The project's issues to pick from with checkboxes, newest first, searched by name or key (e.g. "WEB-3"). */
export function IssueCheckList({
  slug,
  projectId,
  identifier,
  eligible,
  picked,
  onToggle,
  limit,
  noneText,
}: IssueCheckListProps) {
  const [search, setSearch] = useState("");
  const loaded = useProjectIssuesQuery(slug, projectId);
  const issues = useProjectIssues(projectId);

  const matches = useMemo(() => {
    const q = search.trim().toLowerCase();
    return issues
      .filter((i) => eligible(i) && !isTemporaryId(i.id))
      .filter((i) => !q || `${issueKey(identifier, i)} ${i.name}`.toLowerCase().includes(q))
      .sort((a, b) => b.sequence_id - a.sequence_id);
  }, [issues, search, eligible, identifier]);

  return (
    <>
      <InputGroup prefix={<Search className="size-3.5" aria-hidden />}>
        <InputGroupInput
          type="search"
          aria-label="Search issues"
          placeholder="Search by name or key"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoFocus
        />
      </InputGroup>
      {loaded.isPending && issues.length === 0 && <Spinner label="Loading issues" />}
      {loaded.isError && <p className="text-sm text-danger">{errorMessage(loaded.error)}</p>}
      {loaded.isSuccess && matches.length === 0 && (
        <p className="py-4 text-center text-sm text-fg-muted">{search.trim() ? "No issue matches that search" : noneText}</p>
      )}
      <ul aria-label="Issues" className="max-h-80 space-y-0.5 overflow-y-auto">
        {matches.slice(0, limit).map((issue) => (
          <li key={issue.id}>
            <label className="flex h-8 cursor-pointer items-center gap-2 rounded-md px-2 text-sm hover:bg-surface-hover">
              <input type="checkbox" checked={picked.has(issue.id)} onChange={() => onToggle(issue.id)} />
              <span className="shrink-0 font-mono text-xs text-fg-subtle" style={{ width: keyColumnWidth(identifier.length) }}>
                {issueKey(identifier, issue)}
              </span>
              <span className="min-w-0 flex-1 truncate">{issue.name}</span>
            </label>
          </li>
        ))}
      </ul>
      {matches.length > limit && (
        <p className="text-xs text-fg-subtle">
          Showing {limit} of {matches.length}. Search to narrow the list.
        </p>
      )}
    </>
  );
}

/** The picked ids of an IssueCheckList, toggled one at a time. */
export function usePickedIds() {
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { picked, toggle };
}
