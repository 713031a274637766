import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from "../../../components/ui/dialog";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { IssueCheckList, usePickedIds } from "../../issue-core";
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
  const { picked, toggle } = usePickedIds();
  const add = useAddCycleIssues(slug, projectId, cycleId);

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
      <DialogHeader title="Add existing issues" />
      <DialogBody className="space-y-2 pb-3">
        {add.isError && <Alert variant="error">{errorMessage(add.error)}</Alert>}
        <IssueCheckList
          slug={slug}
          projectId={projectId}
          identifier={identifier}
          rule={{ cycle: cycleId }}
          picked={picked}
          onToggle={toggle}
          noneText="Every issue of the project is already in this cycle"
        />
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
