import type { User } from "@hangar/contracts";
import { LogOut, Mail, Settings, UserRound } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { Avatar } from "../../../components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { useSignOut } from "../../../features/auth";
import { cn } from "../../../lib/cn";
import { personName } from "../../../lib/person-name";

export function SidebarUserMenu({ user, compact }: { user: User; compact: boolean }) {
  const navigate = useNavigate();
  const { workspaceSlug } = useParams();
  const signOut = useSignOut();
  const name = personName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account: ${name}`}
        className={cn(
          "flex h-8 min-w-0 cursor-pointer items-center gap-2 rounded-md text-left hover:bg-surface-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-surface-hover",
          compact ? "w-8 justify-center" : "flex-1 px-1.5",
        )}
      >
        <Avatar name={name} src={user.avatar_url ?? user.avatar} size="md" />
        {!compact && <span className="min-w-0 flex-1 truncate text-sm text-fg-muted">{name}</span>}
      </DropdownMenuTrigger>
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
