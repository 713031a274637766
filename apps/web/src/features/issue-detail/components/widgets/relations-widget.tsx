import { RELATION_TYPES, type RelationType, type State } from "@hangar/contracts";
import { Plus, X } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { Dialog, DialogContent, DialogHeader } from "../../../../components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../../../components/ui/dropdown-menu";
import { errorMessage } from "../../../../lib/api";
import { useIssueRelationMutations, useIssueRelations } from "../../api/use-issue-relations";
import { issueKey } from "../../lib/issue-link";
import { IssuePicker } from "../picker/issue-picker";
import { StateIcon } from "../property-icons";
import { WidgetSection } from "./widget-section";

export const RELATION_LABEL: Record<RelationType, string> = {
  blocking: "Blocking",
  blocked_by: "Blocked by",
  relates_to: "Relates to",
  duplicate: "Duplicate of",
  start_before: "Starts before",
  start_after: "Starts after",
  finish_before: "Finishes before",
  finish_after: "Finishes after",
};

const MENU_ORDER: RelationType[] = [
  "blocking",
  "blocked_by",
  "relates_to",
  "duplicate",
  "start_before",
  "start_after",
  "finish_before",
  "finish_after",
];

type RelationsWidgetProps = {
  slug: string;
  projectId: string;
  issueId: string;
  identifier: string;
  states: State[];
  canEdit: boolean;
  onOpenIssue: (issueId: string, projectId: string) => void;
};

export function RelationsWidget({ slug, projectId, issueId, identifier, states, canEdit, onOpenIssue }: RelationsWidgetProps) {
  const relations = useIssueRelations(slug, projectId, issueId);
  const { add, remove } = useIssueRelationMutations(slug, projectId, issueId);
  const [adding, setAdding] = useState<RelationType | null>(null);
  const groups = RELATION_TYPES.filter((type) => (relations.data?.[type]?.length ?? 0) > 0);
  const total = groups.reduce((sum, type) => sum + (relations.data?.[type]?.length ?? 0), 0);
  const exclude = useMemo(
    () => new Set([issueId, ...(adding ? (relations.data?.[adding] ?? []).map((r) => r.id) : [])]),
    [issueId, adding, relations.data],
  );

  const actions = canEdit && (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="xs">
          <Plus aria-hidden /> Add relation
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {MENU_ORDER.map((type) => (
          <DropdownMenuItem key={type} onSelect={() => setAdding(type)}>
            {RELATION_LABEL[type]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );

  return (
    <WidgetSection title="Relations" count={total} defaultOpen={total > 0} actions={actions}>
      {relations.isPending && <p className="px-1.5 py-1 text-xs text-fg-subtle">Loading relations…</p>}
      {relations.isError && <p className="px-1.5 py-1 text-xs text-danger">{errorMessage(relations.error)}</p>}
      {relations.data && total === 0 && <p className="px-1.5 py-1 text-xs text-fg-subtle">No relations yet.</p>}
      {groups.map((type) => (
        <div key={type} className="pb-1">
          <h3 className="px-1.5 py-1 text-xs font-medium text-fg-muted">{RELATION_LABEL[type]}</h3>
          <ul aria-label={RELATION_LABEL[type]} className="space-y-px">
            {(relations.data?.[type] ?? []).map((related) => {
              const key = issueKey(related.project_identifier, related.sequence_id);
              return (
                <li key={related.id} className="group flex h-8 items-center gap-2 rounded px-1.5 hover:bg-surface-hover">
                  <StateIcon state={states.find((s) => s.id === related.state_id)} />
                  <button
                    type="button"
                    onClick={() => onOpenIssue(related.id, related.project_id)}
                    className="flex min-w-0 flex-1 items-center gap-2 text-left text-sm text-fg focus-visible:underline focus-visible:outline-none"
                  >
                    <span className="w-14 shrink-0 font-mono text-2xs text-fg-subtle">{key}</span>
                    <span className="truncate">{related.name}</span>
                  </button>
                  {canEdit && (
                    <button
                      type="button"
                      aria-label={`Remove relation ${RELATION_LABEL[type].toLowerCase()} ${key}`}
                      onClick={() => remove.mutate({ relationType: type, relatedIssue: related.id })}
                      className="rounded p-0.5 text-fg-subtle opacity-0 hover:bg-surface-active hover:text-fg focus-visible:opacity-100 group-hover:opacity-100"
                    >
                      <X className="size-3.5" aria-hidden />
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <Dialog open={adding !== null} onOpenChange={(open) => !open && setAdding(null)}>
        <DialogContent size="md" className="p-3" aria-describedby={undefined}>
          <DialogHeader className="px-1 pt-0 pb-2" title={adding ? `Add relation: ${RELATION_LABEL[adding]}` : "Add relation"} />
          {adding && (
            <IssuePicker
              slug={slug}
              projectId={projectId}
              identifier={identifier}
              label="Issues"
              multiple
              confirmLabel="Add relation"
              rule={{ issue_id: issueId, issue_relation: "true" }}
              excludeIds={exclude}
              onPick={(issues) => {
                add.mutate({ relationType: adding, issues, projectIdentifier: identifier });
                setAdding(null);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </WidgetSection>
  );
}
