import { FolderX } from "lucide-react";
import { Link } from "react-router";
import { errorMessage } from "../lib/api";
import { buttonClasses } from "./ui/button";
import { EmptyState } from "./ui/empty-state";

/** A project page whose project failed to load: it does not exist, or the caller may not see it. */
export function ProjectNotFound({ slug, error }: { slug: string; error: unknown }) {
  return (
    <EmptyState
      icon={FolderX}
      title="Project not found"
      description={errorMessage(error, "This project doesn't exist or you can't see it.")}
      action={
        <Link to={`/${slug}/projects`} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Back to projects
        </Link>
      }
    />
  );
}
