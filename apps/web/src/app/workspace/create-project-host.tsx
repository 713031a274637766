import { lazy, Suspense, useState } from "react";
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
  // Once opened it stays mounted, so closing plays the dialog's exit as before.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CreateProjectDialog slug={slug} open={open} onOpenChange={setOpen} leadOptions={people.options} />
    </Suspense>
  );
}
