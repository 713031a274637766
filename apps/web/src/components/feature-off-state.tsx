import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { appPaths } from "../lib/paths";
import { buttonClasses } from "./ui/button";
import { EmptyState } from "./ui/empty-state";

type FeatureOffStateProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  slug: string;
  projectId: string;
  /** Offer the way to the project's feature switches (only to those who may flip them, where the page knows). */
  showLink?: boolean;
};

/** A project page whose feature (cycles, modules, views…) is turned off in the project's settings. */
export function FeatureOffState({ icon, title, description, slug, projectId, showLink = true }: FeatureOffStateProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        showLink && (
          <Link
            to={appPaths.settings(slug, projectId, "features")}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            Open features
          </Link>
        )
      }
    />
  );
}
