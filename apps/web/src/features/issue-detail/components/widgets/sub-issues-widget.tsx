import { ISSUE_NAME_MAX, type State } from "@hangar/contracts";
import { Plus } from "lucide-react";
import { type FormEvent, useMemo, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { Dialog, DialogContent, DialogHeader } from "../../../../components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../../../components/ui/dropdown-menu";
import { Input } from "../../../../components/ui/input";
import { errorMessage } from "../../../../lib/api";
import { useSubIssueMutations, useSubIssues } from "../../api/use-sub-issues";
import { IssuePicker } from "../picker/issue-picker";
import { SubIssueProgress } from "./sub-issue-progress";
import { SubIssueRow } from "./sub-issue-row";
import { WidgetSection } from "./widget-section";

type SubIssuesWidgetProps = {
  slug: string;
  projectId: string;
  issueId: string;
  parentId: string | null;
  identifier: string;
  states: State[];
  canEdit: boolean;
  onOpenIssue: (issueId: string) => void;
};

export function SubIssuesWidget({
  slug,
  projectId,
  issueId,
  parentId,
  identifier,
  states,
  canEdit,
  onOpenIssue,
}: SubIssuesWidgetProps) {
  const subIssues = useSubIssues(slug, projectId, issueId);
  const { create, addExisting, removeParent, newTempId } = useSubIssueMutations(slug, projectId, issueId);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const [picking, setPicking] = useState(false);
  const rows = subIssues.data?.sub_issues ?? [];
  const exclude = useMemo(
    () => new Set([issueId, ...(parentId ? [parentId] : []), ...rows.map((r) => r.id)]),
    [issueId, parentId, rows],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > ISSUE_NAME_MAX) return;
    create.mutate({ name: trimmed, tempId: newTempId() });
    setName("");
  }

  const actions = canEdit && (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="xs" aria-label="Add sub-issue">
          <Plus aria-hidden /> Add
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => setAdding(true)}>Create new sub-issue</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => setPicking(true)}>Add existing issues</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );

  return (
    <WidgetSection
      title="Sub-issues"
      count={rows.length}
      actions={actions}
      summary={subIssues.data && <SubIssueProgress distribution={subIssues.data.state_distribution} />}
    >
      {subIssues.isPending && <p className="px-1.5 py-1 text-xs text-fg-subtle">Loading sub-issues…</p>}
      {subIssues.isError && <p className="px-1.5 py-1 text-xs text-danger">{errorMessage(subIssues.error)}</p>}
      {subIssues.data && rows.length === 0 && !adding && (
        <p className="px-1.5 py-1 text-xs text-fg-subtle">
          No sub-issues. {canEdit ? "Break this issue into smaller pieces with Add." : ""}
        </p>
      )}
      {rows.length > 0 && (
        <ul aria-label="Sub-issues" className="space-y-px">
          {rows.map((row) => (
            <SubIssueRow
              key={row.id}
              issue={row}
              identifier={identifier}
              states={states}
              canEdit={canEdit}
              onOpen={onOpenIssue}
              onRemove={(childId) => void removeParent(childId)}
            />
          ))}
        </ul>
      )}
      {adding && (
        <form onSubmit={submit} className="flex items-center gap-2 px-1.5 pt-1">
          <Input
            autoFocus
            aria-label="Sub-issue title"
            placeholder="Sub-issue title"
            value={name}
            maxLength={ISSUE_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                setAdding(false);
              }
            }}
            className="h-7"
          />
          <Button type="submit" size="sm" disabled={!name.trim()}>
            Create
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setAdding(false)}>
            Cancel
          </Button>
        </form>
      )}
      <Dialog open={picking} onOpenChange={setPicking}>
        <DialogContent size="md" className="p-3" aria-describedby={undefined}>
          <DialogHeader className="px-1 pt-0 pb-2" title="Add existing issues as sub-issues" />
          <IssuePicker
            slug={slug}
            projectId={projectId}
            identifier={identifier}
            label="Issues"
            multiple
            confirmLabel="Add sub-issues"
            rule={{ issue_id: issueId, sub_issue: "true" }}
            excludeIds={exclude}
            onPick={(issues) => {
              setPicking(false);
              addExisting.mutate({ issues });
            }}
          />
        </DialogContent>
      </Dialog>
    </WidgetSection>
  );
}
