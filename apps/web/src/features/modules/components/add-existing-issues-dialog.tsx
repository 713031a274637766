import { Search } from "lucide-react";
import { type FormEvent, useMemo, useState } from "react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { issueKey, keyColumnWidth, useProjectIssues, useProjectIssuesQuery } from "../../issue-core";
import { useAddModuleIssues } from "../api/use-add-module-issues";

type AddExistingIssuesDialogProps = {
  slug: string;
  projectId: string;
  moduleId: string;
  identifier: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const SHOWN = 100;

/** Picks project issues that are not in the module yet and adds them in one call. */
export function AddExistingIssuesDialog(props: AddExistingIssuesDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent size="md">{props.open && <AddExistingIssues {...props} />}</DialogContent>
    </Dialog>
  );
}

function AddExistingIssues({ slug, projectId, moduleId, identifier, onOpenChange }: AddExistingIssuesDialogProps) {
  const query = useProjectIssuesQuery(slug, projectId);
  const issues = useProjectIssues(projectId);
  const add = useAddModuleIssues(slug, projectId, moduleId);
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<string[]>([]);

  const candidates = useMemo(() => {
    const q = search.trim().toLowerCase();
    return issues.filter(
      (i) =>
        !i.module_ids.includes(moduleId) &&
        !isTemporaryId(i.id) &&
        (!q || `${issueKey(identifier, i)} ${i.name}`.toLowerCase().includes(q)),
    );
  }, [issues, moduleId, identifier, search]);

  function toggle(id: string) {
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (selected.length === 0) return;
    add.mutate(selected);
    onOpenChange(false);
  }

  return (
    <form onSubmit={submit} className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>Add existing issues</DialogTitle>
        <DialogDescription>Issues keep their other modules.</DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-2 pb-3">
        <div className="flex items-center gap-2 rounded-md border border-border px-2">
          <Search className="size-3.5 text-fg-subtle" aria-hidden />
          <input
            aria-label="Search issues"
            placeholder="Search by name or key…"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="h-8 w-full bg-transparent text-sm focus:outline-none"
          />
        </div>
        {query.isPending && issues.length === 0 && (
          <div className="flex justify-center py-6 text-fg-subtle">
            <Spinner label="Loading issues" />
          </div>
        )}
        {query.isError && <p className="text-xs text-danger">Couldn't load the project's issues.</p>}
        {!query.isPending && candidates.length === 0 && (
          <p className="py-4 text-center text-sm text-fg-subtle">No issues to add.</p>
        )}
        <ul aria-label="Issues" className="max-h-80 space-y-0.5 overflow-y-auto">
          {candidates.slice(0, SHOWN).map((issue) => (
            <li key={issue.id}>
              <label className="flex h-8 cursor-pointer items-center gap-2 rounded px-2 text-sm hover:bg-surface-hover">
                <input
                  type="checkbox"
                  checked={selected.includes(issue.id)}
                  onChange={() => toggle(issue.id)}
                  className="accent-accent"
                />
                <span className="shrink-0 font-mono text-2xs text-fg-subtle" style={{ width: keyColumnWidth(identifier.length) }}>
                  {issueKey(identifier, issue)}
                </span>
                <span className="min-w-0 flex-1 truncate">{issue.name}</span>
              </label>
            </li>
          ))}
        </ul>
        {candidates.length > SHOWN && (
          <p className="text-xs text-fg-subtle">
            Showing {SHOWN} of {candidates.length}. Search to narrow the list.
          </p>
        )}
      </DialogBody>
      <DialogFooter>
        <span className="mr-auto text-xs text-fg-subtle">{selected.length} selected</span>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={selected.length === 0}>
          {selected.length === 1 ? "Add 1 issue" : `Add ${selected.length} issues`}
        </Button>
      </DialogFooter>
    </form>
  );
}
