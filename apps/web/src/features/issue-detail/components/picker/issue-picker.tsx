import type { Issue } from "@hangar/contracts";
import { useMemo, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { isTemporaryId } from "../../../../lib/use-optimistic-mutation";
import { useProjectIssueOptions } from "../../api/use-project-issue-options";
import { issueKey } from "../../lib/issue-link";
import { OptionList, type PickerOption } from "./option-list";

type IssuePickerProps = {
  slug: string;
  projectId: string;
  identifier: string;
  label: string;
  /** Issues that can't be picked (the issue itself, ones already linked). */
  excludeIds: ReadonlySet<string>;
  /** Single pick answers at once; multiple collects a selection behind a confirm button. */
  multiple?: boolean;
  confirmLabel?: string;
  onPick: (issues: Issue[]) => void;
};

/** Searches the project's issues by name or key. */
export function IssuePicker({
  slug,
  projectId,
  identifier,
  label,
  excludeIds,
  multiple,
  confirmLabel = "Add",
  onPick,
}: IssuePickerProps) {
  const issues = useProjectIssueOptions(slug, projectId);
  const [selected, setSelected] = useState<string[]>([]);
  const candidates = useMemo(
    () => issues.issues.filter((i) => !excludeIds.has(i.id) && !isTemporaryId(i.id)),
    [issues.issues, excludeIds],
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
    if (!multiple) {
      const issue = candidates.find((i) => i.id === id);
      if (issue) onPick([issue]);
      return;
    }
    setSelected((current) => (current.includes(id) ? current.filter((v) => v !== id) : [...current, id]));
  }

  return (
    <OptionList
      label={label}
      options={options}
      selected={selected}
      onSelect={pick}
      multiple={multiple}
      className="w-96 max-w-[calc(100vw-2rem)]"
      loading={issues.isPending}
      searchPlaceholder="Search by name or key…"
      emptyText={issues.isError ? "Couldn't load issues" : "No issues found"}
      footer={
        multiple && (
          <div className="flex items-center justify-end gap-2 border-t border-border pt-2">
            <span className="mr-auto text-xs text-fg-subtle">{selected.length} selected</span>
            <Button
              size="sm"
              disabled={selected.length === 0}
              onClick={() => onPick(candidates.filter((i) => selected.includes(i.id)))}
            >
              {confirmLabel}
            </Button>
          </div>
        )
      }
    />
  );
}
