import { Bell, BellOff, Link2, MoreHorizontal, Trash2 } from "lucide-react";
import { ArchiveMenuItem } from "../../../components/archive-menu-item";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { modShortcut } from "../../../lib/shortcut-catalogue";

export const ARCHIVE_HINT = "Only completed or canceled issues can be archived";

type IssueActionsMenuProps = {
  canEdit: boolean;
  /** The server lets only project admins and the issue's creator delete it. */
  canDelete: boolean;
  archived: boolean;
  archivable: boolean;
  subscribed: boolean | undefined;
  onCopyLink: () => void;
  onToggleSubscribe: () => void;
  onArchive: () => void;
  onRestore: () => void;
  onDelete: () => void;
};

export function IssueActionsMenu(props: IssueActionsMenuProps) {
  const { canEdit, archived, archivable, subscribed } = props;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label="Issue actions">
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={props.onCopyLink} shortcut={modShortcut(".")}>
          <Link2 aria-hidden /> Copy link
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={props.onToggleSubscribe} disabled={subscribed === undefined}>
          {subscribed ? <BellOff aria-hidden /> : <Bell aria-hidden />}
          {subscribed ? "Unsubscribe" : "Subscribe"}
        </DropdownMenuItem>
        {canEdit && (
          <>
            <DropdownMenuSeparator />
            <ArchiveMenuItem
              archived={archived}
              canArchive={archivable}
              refusal={ARCHIVE_HINT}
              onArchive={props.onArchive}
              onRestore={props.onRestore}
            />
            {props.canDelete && (
              <DropdownMenuItem danger onSelect={props.onDelete}>
                <Trash2 aria-hidden /> Delete
              </DropdownMenuItem>
            )}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
