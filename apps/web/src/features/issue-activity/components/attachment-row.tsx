import type { IssueAttachment } from "@hangar/contracts";
import { Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { fileIcon } from "../lib/file-icon";
import { formatBytes } from "../lib/format-bytes";
import { RelativeTime } from "./relative-time";

type AttachmentRowProps = {
  attachment: IssueAttachment;
  uploader: string | undefined;
  canDelete: boolean;
  onDelete: () => void;
};

/** One stored file; its name downloads it (the server answers it as an attachment, same origin). */
export function AttachmentRow({ attachment, uploader, canDelete, onDelete }: AttachmentRowProps) {
  const Icon = fileIcon(attachment.type, attachment.name);
  return (
    <li className="group flex items-center gap-2.5 rounded-md px-2 py-1.5 hover:bg-surface-hover">
      <Icon aria-hidden className="size-4 shrink-0 text-fg-muted" />
      <div className="min-w-0 flex-1">
        <a
          href={attachment.asset}
          download={attachment.name}
          className="block truncate text-sm text-fg hover:underline"
          title={attachment.name}
          aria-label={`Download ${attachment.name}`}
        >
          {attachment.name}
        </a>
        <p className="truncate text-xs text-fg-subtle">
          {formatBytes(attachment.size)}
          {uploader && <> · {uploader}</>} · <RelativeTime iso={attachment.created_at} />
        </p>
      </div>
      {canDelete && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete ${attachment.name}`}
          onClick={onDelete}
          className="opacity-60 group-hover:opacity-100 focus-visible:opacity-100"
        >
          <Trash2 aria-hidden />
        </Button>
      )}
    </li>
  );
}
