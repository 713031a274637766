import type { Project } from "@hangar/contracts";
import { colorFor } from "../../../components/ui/avatar";
import { cn } from "../../../lib/cn";
import { emojiOf } from "../lib/project-logo";

const sizes = { sm: "size-5 text-2xs", md: "size-6 text-xs", lg: "size-8 text-sm" };
const emojiSizes = { sm: "text-sm", md: "text-base", lg: "text-lg" };

/** The project's emoji when it has one, else its initial on a color of its own. Decorative: the name is always next to it. */
export function ProjectLogo({
  project,
  size = "md",
}: {
  project: Pick<Project, "name" | "logo_props">;
  size?: "sm" | "md" | "lg";
}) {
  const emoji = emojiOf(project.logo_props);
  const initial = project.name.trim().charAt(0).toUpperCase() || "?";
  return (
    <span
      aria-hidden
      className={cn(
        "inline-flex shrink-0 select-none items-center justify-center rounded-md leading-none",
        sizes[size],
        emoji ? cn("bg-surface-hover", emojiSizes[size]) : "font-semibold text-white",
      )}
      style={emoji ? undefined : { backgroundColor: colorFor(project.name) }}
    >
      {emoji || initial}
    </span>
  );
}
