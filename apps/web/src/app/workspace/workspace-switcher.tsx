import type { Workspace } from "@hangar/contracts";
import { Check, ChevronsUpDown, LogOut, Mail, Plus } from "lucide-react";
import { useNavigate } from "react-router";
import { Avatar } from "../../components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { useSignOut } from "../../features/auth";
import { cn } from "../../lib/cn";

type WorkspaceSwitcherProps = {
  current: Workspace;
  workspaces: Workspace[];
  email: string;
  /** Only the workspace logo, for the collapsed sidebar. */
  compact?: boolean;
};

export function WorkspaceSwitcher({ current, workspaces, email, compact = false }: WorkspaceSwitcherProps) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          "flex h-8 min-w-0 items-center gap-2 rounded-md text-left hover:bg-surface-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=open]:bg-surface-hover",
          compact ? "w-8 justify-center" : "w-full px-1.5",
        )}
        aria-label={`Workspace: ${current.name}. Switch workspace`}
      >
        <Avatar name={current.name} src={current.logo_url} shape="square" size="sm" />
        {!compact && (
          <>
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-fg">{current.name}</span>
            <ChevronsUpDown className="size-3.5 shrink-0 text-fg-subtle" aria-hidden />
          </>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <p className="truncate px-2 pt-1.5 pb-1 text-xs text-fg-subtle">{email}</p>
        {workspaces.map((workspace) => (
          <DropdownMenuItem key={workspace.id} onSelect={() => navigate(`/${workspace.slug}/`)}>
            <Avatar name={workspace.name} src={workspace.logo_url} shape="square" size="xs" />
            <span className="min-w-0 flex-1 truncate">{workspace.name}</span>
            {workspace.id === current.id && <Check className="text-accent!" aria-label="Current workspace" />}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/create-workspace")}>
          <Plus aria-hidden /> Create workspace
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/invitations")}>
          <Mail aria-hidden /> Workspace invitations
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem danger onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
