import { FolderX } from "lucide-react";
import { NotFoundState } from "./not-found-state";

/** A project page whose project failed to load: it does not exist, or the caller may not see it. */
export function ProjectNotFound({ slug, error }: { slug: string; error: unknown }) {
  return (
    <NotFoundState
      icon={FolderX}
      title="Project not found"
      error={error}
      fallback="This project doesn't exist or you can't see it."
      backTo={`/${slug}/projects`}
      backLabel="Back to projects"
    />
  );
}
