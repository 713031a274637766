import { lazy } from "react";
import { MountOnceOpen } from "../../components/mount-once-open";
import { useCreateProjectStore } from "../../features/projects";
import { useWorkspacePeople } from "./use-workspace-people";

// The form (react-hook-form, the emoji picker) loads the first time someone opens it.
const CreateProjectDialog = lazy(() =>
  import("../../features/projects/pages").then((module) => ({ default: module.CreateProjectDialog })),
);

/** The one create-project dialog of a workspace; anything can open it through the store. */
export function CreateProjectHost({ slug }: { slug: string }) {
  const open = useCreateProjectStore((s) => s.open);
  const setOpen = useCreateProjectStore((s) => s.setOpen);
  const people = useWorkspacePeople(slug, { enabled: open });
  return (
    <MountOnceOpen open={open}>
      <CreateProjectDialog slug={slug} open={open} onOpenChange={setOpen} leadOptions={people.options} />
    </MountOnceOpen>
  );
}
