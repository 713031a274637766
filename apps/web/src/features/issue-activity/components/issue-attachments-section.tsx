import type { IssueAttachment } from "@hangar/contracts";
import { canManageAttachment } from "@hangar/contracts";
import { ChevronRight, Upload } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import type { IssueRef } from "../api/activity-keys";
import { useAttachmentUploads } from "../api/use-attachment-uploads";
import { useAttachments, useDeleteAttachment } from "../api/use-attachments";
import { useViewer } from "../api/use-viewer";
import { formatMegabytes } from "../lib/format-bytes";
import { AttachmentRow } from "./attachment-row";
import { PendingUploadRow } from "./pending-upload-row";

type IssueAttachmentsSectionProps = { slug: string; projectId: string; issueId: string; canEdit: boolean };

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

/** Spec §2: open by default. Files dropped anywhere on the section upload, with progress per file. */
export function IssueAttachmentsSection({ slug, projectId, issueId, canEdit }: IssueAttachmentsSectionProps) {
  const ref: IssueRef = { slug, projectId, issueId };
  const [open, setOpen] = useState(true);
  const [dragging, setDragging] = useState(false);
  const [toDelete, setToDelete] = useState<IssueAttachment | null>(null);
  // dragenter/dragleave fire for every child crossed; a depth count tells when the pointer really left.
  const dragDepth = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const viewer = useViewer(slug, projectId);
  const attachments = useAttachments(ref);
  const deleteAttachment = useDeleteAttachment(ref);
  const { pending, upload, cancel, limit } = useAttachmentUploads(ref);
  const rows = attachments.data ?? [];
  const count = rows.length + pending.length;

  function onDragEnter(event: DragEvent) {
    if (!canEdit || !hasFiles(event)) return;
    event.preventDefault();
    dragDepth.current += 1;
    setDragging(true);
  }
  function onDragLeave(event: DragEvent) {
    if (!canEdit || !hasFiles(event)) return;
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  }
  function onDrop(event: DragEvent) {
    if (!canEdit || !hasFiles(event)) return;
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    setOpen(true);
    upload(Array.from(event.dataTransfer.files));
  }

  return (
    <section
      aria-label="Attachments"
      onDragEnter={onDragEnter}
      onDragOver={(event) => {
        if (canEdit && hasFiles(event)) event.preventDefault();
      }}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className="relative border-t border-border pt-3"
    >
      <div className="flex h-7 items-center gap-2">
        <h2 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={count > 0 ? `Attachments, ${count}` : "Attachments"}
            onClick={() => setOpen((v) => !v)}
            className="flex items-center gap-1 rounded px-1 text-sm font-medium text-fg hover:bg-surface-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ChevronRight aria-hidden className={cn("size-3.5 text-fg-subtle transition-transform", open && "rotate-90")} />
            Attachments
            {count > 0 && <span className="text-xs font-normal text-fg-subtle">{count}</span>}
          </button>
        </h2>
        {canEdit && (
          <>
            <Button variant="ghost" size="xs" onClick={() => inputRef.current?.click()}>
              <Upload aria-hidden />
              Upload files
            </Button>
            <input
              ref={inputRef}
              type="file"
              multiple
              aria-label="Attach files"
              className="hidden"
              onChange={(event) => {
                if (event.target.files) upload(Array.from(event.target.files));
                // Picking the same file again must fire change again.
                event.target.value = "";
              }}
            />
          </>
        )}
      </div>
      {open && (
        <div id={listId} className="mt-1.5">
          {attachments.isPending ? (
            <div className="flex justify-center py-3 text-fg-subtle">
              <Spinner label="Loading attachments" />
            </div>
          ) : attachments.isError ? (
            <p className="px-2 py-2 text-sm text-fg-muted">Couldn't load the attachments.</p>
          ) : count === 0 ? (
            <p className="px-2 py-2 text-xs text-fg-subtle">
              {canEdit
                ? `No attachments yet. Drop files here or upload them (up to ${formatMegabytes(limit)} each).`
                : "No attachments yet."}
            </p>
          ) : (
            <ul aria-label="Attached files" className="flex flex-col">
              {rows.map((attachment) => (
                <AttachmentRow
                  key={attachment.id}
                  attachment={attachment}
                  uploader={viewer.nameOf(attachment.created_by)}
                  canDelete={canEdit && canManageAttachment(viewer.actor, attachment)}
                  onDelete={() => setToDelete(attachment)}
                />
              ))}
              {pending.map((item) => (
                <PendingUploadRow key={item.key} upload={item} onCancel={() => cancel(item.key)} />
              ))}
            </ul>
          )}
        </div>
      )}
      {dragging && (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg border-2 border-dashed border-accent bg-accent-soft/80 text-sm font-medium text-accent">
          Drop files to attach them
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && setToDelete(null)}
        title="Delete this attachment?"
        description={toDelete ? `“${toDelete.name}” is removed from the issue for everyone.` : undefined}
        confirmLabel="Delete attachment"
        onConfirm={() => {
          if (toDelete) deleteAttachment.mutate({ attachment: toDelete });
          setToDelete(null);
        }}
      />
    </section>
  );
}
