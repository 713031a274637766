import { Search } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { InputGroup, InputGroupInput } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { issueKey, keyColumnWidth, useProjectIssues, useProjectIssuesQuery } from "../../issue-core";
import { useAddCycleIssues } from "../api/use-cycle-issue-actions";

type AddIssuesDialogProps = {
  slug: string;
  projectId: string;
  cycleId: string;
  cycleName: string;
  identifier: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const LIMIT = 50;

export function AddIssuesDialog(props: AddIssuesDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent size="md" aria-describedby={undefined}>
        {props.open && <AddIssuesForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

/** Pick issues of the project by name or key; an issue in another cycle moves into this one. */
function AddIssuesForm({ slug, projectId, cycleId, cycleName, identifier, onOpenChange }: AddIssuesDialogProps) {
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const loaded = useProjectIssuesQuery(slug, projectId);
  const issues = useProjectIssues(projectId);
  const add = useAddCycleIssues(slug, projectId, cycleId);

  const matches = useMemo(() => {
    const q = search.trim().toLowerCase();
    return issues
      .filter((i) => i.cycle_id !== cycleId && !isTemporaryId(i.id))
      .filter((i) => !q || i.name.toLowerCase().includes(q) || issueKey(identifier, i).toLowerCase().includes(q))
      .sort((a, b) => b.sequence_id - a.sequence_id)
      .slice(0, LIMIT);
  }, [issues, search, cycleId, identifier]);

  function toggle(id: string) {
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function submit() {
    add.mutate([...picked], {
      onSuccess: (added) => {
        toast.success(`${added.length} ${added.length === 1 ? "issue" : "issues"} added to ${cycleName}`);
        onOpenChange(false);
      },
    });
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Add existing issues</DialogTitle>
      </DialogHeader>
      <DialogBody className="space-y-2 pb-3">
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
        {add.isError && <Alert variant="error">{errorMessage(add.error)}</Alert>}
        {loaded.isPending && <Spinner label="Loading issues" />}
        {loaded.isError && <p className="text-sm text-danger">{errorMessage(loaded.error)}</p>}
        {loaded.isSuccess && matches.length === 0 && (
          <p className="py-4 text-center text-sm text-fg-muted">
            {search.trim() ? "No issue matches that search" : "Every issue of the project is already in this cycle"}
          </p>
        )}
        <ul aria-label="Issues" className="max-h-80 space-y-0.5 overflow-y-auto">
          {matches.map((issue) => (
            <li key={issue.id}>
              <label className="flex h-8 cursor-pointer items-center gap-2 rounded-md px-2 text-sm hover:bg-surface-hover">
                <input type="checkbox" checked={picked.has(issue.id)} onChange={() => toggle(issue.id)} />
                <span className="shrink-0 font-mono text-xs text-fg-subtle" style={{ width: keyColumnWidth(identifier.length) }}>
                  {issueKey(identifier, issue)}
                </span>
                <span className="min-w-0 flex-1 truncate">{issue.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={picked.size === 0} loading={add.isPending}>
          {picked.size > 1 ? `Add ${picked.size} issues` : "Add issue"}
        </Button>
      </DialogFooter>
    </>
  );
}
