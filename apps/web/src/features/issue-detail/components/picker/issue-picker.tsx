import type { IssueSearchHit } from "@hangar/contracts";
import { useMemo, useRef, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { isTemporaryId } from "../../../../lib/use-optimistic-mutation";
import { type IssuePickerRule, useIssueSearch } from "../../../issue-core";
import { issueKey } from "../../lib/issue-link";
import { OptionList, type PickerOption } from "./option-list";

type IssuePickerProps = {
  slug: string;
  projectId: string;
  identifier: string;
  label: string;
  /** What the server leaves out: the issue the picker acts for and the picker's rule (parent, relation…). */
  rule: IssuePickerRule;
  /** Issues that can't be picked though the server may not know it yet (ones just linked on this screen). */
  excludeIds: ReadonlySet<string>;
  /** Single pick answers at once; multiple collects a selection behind a confirm button. */
  multiple?: boolean;
  confirmLabel?: string;
  onPick: (issues: IssueSearchHit[]) => void;
};

/** Searches the project's issues by name, key or text, on the server as the user types. */
export function IssuePicker({
  slug,
  projectId,
  identifier,
  label,
  rule,
  excludeIds,
  multiple,
  confirmLabel = "Add",
  onPick,
}: IssuePickerProps) {
  const [search, setSearch] = useState("");
  const found = useIssueSearch(slug, projectId, search, rule);
  const [selected, setSelected] = useState<string[]>([]);
  // A selection outlives the search that found it: the user may pick from several searches in turn.
  const picked = useRef(new Map<string, IssueSearchHit>());
  const candidates = useMemo(
    () => found.hits.filter((i) => !excludeIds.has(i.id) && !isTemporaryId(i.id)),
    [found.hits, excludeIds],
  );
  const options = useMemo<PickerOption[]>(
    () =>
      candidates.map((issue) => ({
        value: issue.id,
        label: issue.name,
        keywords: issueKey(identifier, issue.sequence_id),
        icon: <span className="w-14 shrink-0 font-mono text-2xs text-fg-subtle">{issueKey(identifier, issue.sequence_id)}</span>,
      })),
    [candidates, identifier],
  );

  function pick(id: string) {
    const issue = candidates.find((i) => i.id === id);
    if (!multiple) {
      if (issue) onPick([issue]);
      return;
    }
    if (issue) picked.current.set(id, issue);
    setSelected((current) => (current.includes(id) ? current.filter((v) => v !== id) : [...current, id]));
  }

  return (
    <OptionList
      label={label}
      options={options}
      selected={selected}
      onSelect={pick}
      onSearchChange={setSearch}
      multiple={multiple}
      className="w-96 max-w-[calc(100vw-2rem)]"
      loading={found.isPending}
      searchPlaceholder="Search by name or key…"
      emptyText={found.isError ? "Couldn't load issues" : found.settled ? "No issues found" : "Searching…"}
      footer={
        multiple && (
          <div className="flex items-center justify-end gap-2 border-t border-border pt-2">
            <span className="mr-auto text-xs text-fg-subtle">{selected.length} selected</span>
            <Button
              size="sm"
              disabled={selected.length === 0}
              onClick={() => onPick(selected.flatMap((id) => picked.current.get(id) ?? []))}
            >
              {confirmLabel}
            </Button>
          </div>
        )
      }
    />
  );
}
