import type { FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from "../../../components/ui/dialog";
import { IssueCheckList, usePickedIds } from "../../issue-core";
import { useAddModuleIssues } from "../api/use-add-module-issues";

type AddExistingIssuesDialogProps = {
  slug: string;
  projectId: string;
  moduleId: string;
  identifier: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Picks project issues that are not in the module yet and adds them in one call. */
export function AddExistingIssuesDialog(props: AddExistingIssuesDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent size="md">{props.open && <AddExistingIssues {...props} />}</DialogContent>
    </Dialog>
  );
}

function AddExistingIssues({ slug, projectId, moduleId, identifier, onOpenChange }: AddExistingIssuesDialogProps) {
  const add = useAddModuleIssues(slug, projectId, moduleId);
  const { picked, toggle } = usePickedIds();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (picked.size === 0) return;
    add.mutate([...picked]);
    onOpenChange(false);
  }

  return (
    <form onSubmit={submit} className="flex min-h-0 flex-col">
      <DialogHeader title="Add existing issues" description="Issues keep their other modules." />
      <DialogBody className="space-y-2 pb-3">
        <IssueCheckList
          slug={slug}
          projectId={projectId}
          identifier={identifier}
          rule={{ module: moduleId }}
          picked={picked}
          onToggle={toggle}
          noneText="No issues to add."
        />
      </DialogBody>
      <DialogFooter>
        <span className="mr-auto text-xs text-fg-subtle">{picked.size} selected</span>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={picked.size === 0}>
          {picked.size === 1 ? "Add 1 issue" : `Add ${picked.size} issues`}
        </Button>
      </DialogFooter>
    </form>
  );
}
