import type { User } from "@hangar/contracts";
import { LogOut, Mail, Settings, UserRound } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import type { LazyMenuProps } from "../../../components/ui/lazy-menu";
import { useSignOut } from "../../../features/auth";
import { personName } from "../../../lib/person-name";

export type SidebarUserMenuContentProps = LazyMenuProps & { user: User };

/** The sidebar's account menu (./sidebar-user-menu.tsx loads it after the first paint). */
export function SidebarUserMenuContent({ trigger, defaultOpen, user }: SidebarUserMenuContentProps) {
  const navigate = useNavigate();
  const { workspaceSlug } = useParams();
  const signOut = useSignOut();
  const name = personName(user);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent side="top" className="w-60">
        <div className="px-2 pt-1.5 pb-1">
          <p className="truncate text-sm font-medium text-fg">{name}</p>
          <p className="truncate text-xs text-fg-subtle">@{user.display_name}</p>
          <p className="truncate text-xs text-fg-subtle">{user.email}</p>
        </div>
        <DropdownMenuSeparator />
        {workspaceSlug && (
          <DropdownMenuItem onSelect={() => navigate(`/${workspaceSlug}/profile/${user.id}`)}>
            <UserRound aria-hidden /> Your profile
          </DropdownMenuItem>
        )}
        {workspaceSlug && (
          <DropdownMenuItem onSelect={() => navigate(`/${workspaceSlug}/settings/account`)}>
            <Settings aria-hidden /> Account settings
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => navigate("/invitations")}>
          <Mail aria-hidden /> Workspace invitations
        </DropdownMenuItem>
        <DropdownMenuItem danger onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
