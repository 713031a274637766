import type { Page } from "@hangar/contracts";
import { pageTitle, ROLE } from "@hangar/contracts";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { useProjectList } from "../../projects";

type MovePageDialogProps = {
  slug: string;
  page: Page;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMove: (projectId: string) => void;
};

/** Picks the project a page moves to: one where the caller may create pages (Member or Admin). */
export function MovePageDialog({ slug, page, open, onOpenChange, onMove }: MovePageDialogProps) {
  const projects = useProjectList(slug, "all");
  const selectId = useId();
  const targets = (projects.data ?? []).filter(
    (project) =>
      project.id !== page.project && project.member_role !== null && project.member_role >= ROLE.MEMBER && project.page_view,
  );
  const [target, setTarget] = useState("");
  const chosen = target || targets[0]?.id || "";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader title={`Move ${pageTitle(page.name)}`} description="The page and its content go to the project you pick." />
        <DialogBody>
          {targets.length === 0 ? (
            <p className="text-sm text-fg-muted">
              {projects.isPending ? "Loading projects…" : "No other project with pages where you may create them."}
            </p>
          ) : (
            <div className="space-y-1.5">
              <Label htmlFor={selectId}>Project</Label>
              <NativeSelect id={selectId} value={chosen} onChange={(event) => setTarget(event.target.value)}>
                {targets.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={!chosen}
            onClick={() => {
              onOpenChange(false);
              onMove(chosen);
            }}
          >
            Move page
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
