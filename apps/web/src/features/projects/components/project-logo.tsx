import type { Project } from "@hangar/contracts";
import { Avatar } from "../../../components/ui/avatar";
import { cn } from "../../../lib/cn";
import { emojiOf } from "../lib/project-logo";

const emojiSizes = { sm: "size-5 text-sm", md: "size-6 text-base", lg: "size-8 text-lg" };

/** The project's emoji when it has one, else a colored initial. Decorative: the name is always next to it. */
export function ProjectLogo({
  project,
  size = "md",
}: {
  project: Pick<Project, "name" | "logo_props">;
  size?: "sm" | "md" | "lg";
}) {
  const emoji = emojiOf(project.logo_props);
  if (!emoji) return <Avatar name={project.name} shape="square" size={size} />;
  return (
    <span
      aria-hidden
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-md bg-surface-hover leading-none",
        emojiSizes[size],
      )}
    >
      {emoji}
    </span>
  );
}
