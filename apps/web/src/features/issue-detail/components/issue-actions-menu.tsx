import { Archive, ArchiveRestore, Bell, BellOff, Link2, MoreHorizontal, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { Tooltip } from "../../../components/ui/tooltip";
import { MOD_KEY } from "./shortcuts-help";

export const ARCHIVE_HINT = "Only completed or cancelled issues can be archived";

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
        <DropdownMenuItem onSelect={props.onCopyLink} shortcut={`${MOD_KEY}.`}>
          <Link2 aria-hidden /> Copy link
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={props.onToggleSubscribe} disabled={subscribed === undefined}>
          {subscribed ? <BellOff aria-hidden /> : <Bell aria-hidden />}
          {subscribed ? "Unsubscribe" : "Subscribe"}
        </DropdownMenuItem>
        {canEdit && (
          <>
            <DropdownMenuSeparator />
            {archived ? (
              <DropdownMenuItem onSelect={props.onRestore}>
                <ArchiveRestore aria-hidden /> Restore
              </DropdownMenuItem>
            ) : archivable ? (
              <DropdownMenuItem onSelect={props.onArchive}>
                <Archive aria-hidden /> Archive
              </DropdownMenuItem>
            ) : (
              // A disabled item ignores the pointer, so the wrapper is what shows the reason on hover.
              <Tooltip content={ARCHIVE_HINT} side="left">
                <div>
                  <DropdownMenuItem disabled aria-describedby="issue-archive-hint">
                    <Archive aria-hidden /> Archive
                  </DropdownMenuItem>
                  <span id="issue-archive-hint" className="sr-only">
                    {ARCHIVE_HINT}
                  </span>
                </div>
              </Tooltip>
            )}
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
