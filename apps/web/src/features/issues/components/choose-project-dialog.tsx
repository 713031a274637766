import type { Project } from "@hangar/contracts";
import { Dialog, DialogBody, DialogContent, DialogHeader } from "../../../components/ui/dialog";
import { ProjectLogo } from "../../projects";

type ChooseProjectDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Projects the caller may create issues in. */
  projects: Project[];
  onChoose: (projectId: string) => void;
};

/** A list across projects asks where a new issue goes before the create modal opens. */
export function ChooseProjectDialog({ open, onOpenChange, projects, onChoose }: ChooseProjectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader title="Create an issue in…" description="Issues belong to a project. Pick the one this issue goes to." />
        <DialogBody className="pb-4">
          <ul aria-label="Projects" className="space-y-0.5">
            {projects.map((project) => (
              <li key={project.id}>
                <button
                  type="button"
                  onClick={() => onChoose(project.id)}
                  className="flex h-9 w-full cursor-pointer items-center gap-2 rounded-md px-2 text-left text-sm text-fg hover:bg-surface-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ProjectLogo project={project} size="sm" />
                  <span className="min-w-0 flex-1 truncate">{project.name}</span>
                  <span className="font-mono text-xs text-fg-subtle">{project.identifier}</span>
                </button>
              </li>
            ))}
          </ul>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
