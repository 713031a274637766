import { ISSUE_PICKER_LIMIT } from "@hangar/contracts";
import { Search } from "lucide-react";
import { useMemo, useState } from "react";
import { InputGroup, InputGroupInput } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { type IssuePickerRule, useIssueSearch } from "../api/use-issue-search";
import { issueKey, keyColumnWidth } from "../lib/issue-key";

type IssueCheckListProps = {
  slug: string;
  projectId: string;
  identifier: string;
  /** What may not be picked, left out by the server (e.g. `{cycle}`: the issues already in that cycle). */
  rule: IssuePickerRule;
  picked: ReadonlySet<string>;
  onToggle: (issueId: string) => void;
  /** Said when no issue is eligible at all. */
  noneText: string;
};

/**
 * The project's issues to pick from with checkboxes, newest first, searched on the server by name, key
 * (e.g. "WEB-3") or text as the user types: the list holds one page of matches, never the whole project.
 */
export function IssueCheckList({ slug, projectId, identifier, rule, picked, onToggle, noneText }: IssueCheckListProps) {
  const [search, setSearch] = useState("");
  const found = useIssueSearch(slug, projectId, search, rule);
  const matches = useMemo(() => found.hits.filter((i) => !isTemporaryId(i.id)), [found.hits]);

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
      {found.isPending && <Spinner label="Loading issues" />}
      {found.isError && <p className="text-sm text-danger">Couldn't load issues</p>}
      {!found.isPending && !found.isError && found.settled && matches.length === 0 && (
        <p className="py-4 text-center text-sm text-fg-muted">{search.trim() ? "No issue matches that search" : noneText}</p>
      )}
      <ul aria-label="Issues" className="max-h-80 space-y-0.5 overflow-y-auto">
        {matches.map((issue) => (
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
      {found.hits.length >= ISSUE_PICKER_LIMIT && (
        <p className="text-xs text-fg-subtle">Showing the first {ISSUE_PICKER_LIMIT}. Search to narrow the list.</p>
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
