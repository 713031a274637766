import type { Workspace } from "@hangar/contracts";
import { Check, LogOut, Mail, Plus } from "lucide-react";
import { useNavigate } from "react-router";
import { Avatar } from "../../components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import type { LazyMenuProps } from "../../components/ui/lazy-menu";
import { useSignOut } from "../../features/auth";

export type WorkspaceSwitcherMenuProps = LazyMenuProps & { current: Workspace; workspaces: Workspace[]; email: string };

/** The workspace switcher's menu (./workspace-switcher.tsx loads it after the first paint). */
export function WorkspaceSwitcherMenu({ trigger, defaultOpen, current, workspaces, email }: WorkspaceSwitcherMenuProps) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
