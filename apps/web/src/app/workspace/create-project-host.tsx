import { CreateProjectDialog, useCreateProjectStore } from "../../features/projects";
import { useWorkspacePeople } from "./use-workspace-people";

/** The one create-project dialog of a workspace; anything can open it through the store. */
export function CreateProjectHost({ slug }: { slug: string }) {
  const open = useCreateProjectStore((s) => s.open);
  const setOpen = useCreateProjectStore((s) => s.setOpen);
  const people = useWorkspacePeople(slug, { enabled: open });
  return <CreateProjectDialog slug={slug} open={open} onOpenChange={setOpen} leadOptions={people.options} />;
}
