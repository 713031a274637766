import { isAdminRole, type Project } from "@hangar/contracts";
import { Archive, Link2, LogOut, MoreHorizontal, Settings, Star, StarOff } from "lucide-react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { cn } from "../../../lib/cn";
import { copyLink } from "../../../lib/copy-link";
import { absoluteUrl, appPaths } from "../../../lib/paths";
import { useToggleFavoriteProject } from "../api/use-project-actions";
import { useArchiveProjectFromMenu, useLeaveProjectFromMenu } from "../api/use-project-menu-actions";

export type ProjectActionsMenuProps = { slug: string; project: Project; className?: string };

/**
 * The "…" of a project in the sidebar and the projects list: copy link for anyone who sees it; favorite,
 * leave and settings for its members; archive for its Admins (the server's rules, spec §6).
 */
export function ProjectActionsMenu({ slug, project, className }: ProjectActionsMenuProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const favorite = useToggleFavoriteProject(slug);
  const archive = useArchiveProjectFromMenu(slug);
  const leave = useLeaveProjectFromMenu(slug);
  const [confirming, setConfirming] = useState<"archive" | "leave" | null>(null);
  const member = project.is_member && !project.archived_at;
  const canArchive = member && isAdminRole(project.member_role);
  // Leaving or archiving the open project leaves its pages too, except its settings after an archive
  // (where it can be restored).
  const inProject = (path: string) => path.startsWith(`${appPaths.project(slug, project.id)}/`);
  const leavePages = (keepSettings: boolean) => {
    if (!inProject(pathname)) return;
    if (keepSettings && pathname.startsWith(appPaths.settings(slug, project.id))) return;
    navigate(`/${slug}/projects`);
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`Actions for ${project.name}`}
          className={cn(
            "flex size-6 shrink-0 cursor-pointer items-center justify-center rounded text-fg-subtle hover:bg-surface-active hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-surface-active [&_svg]:size-3.5",
            className,
          )}
        >
          <MoreHorizontal aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={() => void copyLink(absoluteUrl(appPaths.issues(slug, project.id)))}>
            <Link2 aria-hidden /> Copy link
          </DropdownMenuItem>
          {member && (
            <DropdownMenuItem onSelect={() => favorite.mutate({ project, favorite: !project.is_favorite })}>
              {project.is_favorite ? (
                <>
                  <StarOff aria-hidden /> Remove from favorites
                </>
              ) : (
                <>
                  <Star aria-hidden /> Add to favorites
                </>
              )}
            </DropdownMenuItem>
          )}
          {project.is_member && (
            <DropdownMenuItem onSelect={() => navigate(appPaths.settings(slug, project.id))}>
              <Settings aria-hidden /> Settings
            </DropdownMenuItem>
          )}
          {(canArchive || project.is_member) && <DropdownMenuSeparator />}
          {canArchive && (
            <DropdownMenuItem onSelect={() => setConfirming("archive")}>
              <Archive aria-hidden /> Archive
            </DropdownMenuItem>
          )}
          {project.is_member && (
            <DropdownMenuItem danger onSelect={() => setConfirming("leave")}>
              <LogOut aria-hidden /> Leave project
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming === "archive"}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Archive ${project.name}?`}
        description="It leaves the sidebar, the project list and everyone's favorites. Restore it from the Archived projects or its settings."
        confirmLabel="Archive"
        variant="primary"
        onConfirm={() => {
          setConfirming(null);
          // Optimistic: the entry (and this menu) goes at once, so leave now rather than on success.
          archive.mutate(project);
          leavePages(true);
        }}
      />
      <ConfirmDialog
        open={confirming === "leave"}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Leave ${project.name}?`}
        description="You lose access to its issues unless you join it again (public projects) or are added back."
        confirmLabel="Leave"
        loading={leave.isPending}
        onConfirm={() =>
          // A promise, not mutate's callbacks: this menu may be gone (the list refetched) when it settles.
          leave
            .mutateAsync(project)
            .then(() => leavePages(false))
            .catch(() => undefined)
            .finally(() => setConfirming(null))
        }
      />
    </>
  );
}
