import type { HistoryComment } from "@hangar/contracts";
import { canDeleteComment, canEditComment } from "@hangar/contracts";
import { MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../../components/ui/dropdown-menu";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import type { Viewer } from "../api/use-viewer";
import { groupReactions } from "../lib/reactions";
import { CommentBody } from "./comment-body";
import { CommentEditor } from "./comment-editor";
import { ReactionBar } from "./reaction-bar";
import { RelativeTime } from "./relative-time";

type CommentCardProps = {
  comment: HistoryComment;
  viewer: Viewer;
  onReact: (reaction: string, mine: boolean) => void;
  onSave: (html: string) => void;
  onDelete: () => void;
};

export function CommentCard({ comment, viewer, onReact, onSave, onDelete }: CommentCardProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = viewer.nameOf(comment.actor) ?? comment.actor_detail?.display_name ?? "Someone";
  const pending = isTemporaryId(comment.id);
  const canEdit = canEditComment(viewer.actor, comment);
  const canDelete = canDeleteComment(viewer.actor, comment);

  return (
    <li
      aria-label={`Comment by ${name}`}
      aria-busy={pending || undefined}
      className="my-1 rounded-lg border border-border bg-surface shadow-xs"
    >
      <header className="flex items-center gap-2 px-3 pt-2.5 text-xs">
        <Avatar name={name} src={comment.actor_detail?.avatar} size="sm" />
        <span className="font-medium text-fg">{name}</span>
        <RelativeTime iso={comment.created_at} className="text-fg-subtle" />
        {comment.edited_at && <span className="text-fg-subtle">(edited)</span>}
        {pending && <span className="text-fg-subtle">Sending…</span>}
        {!pending && canDelete && !editing && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" className="ml-auto size-6" aria-label={`Comment actions for ${name}`}>
                <MoreHorizontal aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {canEdit && (
                <DropdownMenuItem onSelect={() => setEditing(true)}>
                  <Pencil aria-hidden />
                  Edit
                </DropdownMenuItem>
              )}
              <DropdownMenuItem danger onSelect={() => setConfirming(true)}>
                <Trash2 aria-hidden />
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </header>
      <div className="px-3 pt-1.5 pb-2.5">
        {editing ? (
          <CommentEditor
            initialHtml={comment.comment_html}
            mentionables={viewer.mentionables}
            onCancel={() => setEditing(false)}
            onSave={(html) => {
              setEditing(false);
              if (html !== comment.comment_html) onSave(html);
            }}
          />
        ) : (
          <CommentBody html={comment.comment_html} />
        )}
        <ReactionBar
          target="comment"
          className="mt-2"
          disabled={pending || !viewer.me}
          groups={groupReactions(comment.comment_reactions, viewer.me?.id)}
          onToggle={onReact}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this comment?"
        description="The comment and its reactions are removed for everyone."
        confirmLabel="Delete comment"
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </li>
  );
}
