import { X } from "lucide-react";
import { Button } from "../../../components/ui/button";
import type { PendingUpload } from "../api/use-attachment-uploads";
import { fileIcon } from "../lib/file-icon";
import { formatBytes } from "../lib/format-bytes";

/** A file on its way to storage, with its progress and a way to stop it. */
export function PendingUploadRow({ upload, onCancel }: { upload: PendingUpload; onCancel: () => void }) {
  const Icon = fileIcon(upload.type, upload.name);
  const percent = Math.round(upload.progress * 100);
  return (
    <li className="flex items-center gap-2.5 rounded-md px-2 py-1.5" aria-busy>
      <Icon aria-hidden className="size-4 shrink-0 text-fg-subtle" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <span className="truncate text-sm text-fg-muted">{upload.name}</span>
          <span className="shrink-0 text-xs tabular-nums text-fg-subtle">
            {percent}% of {formatBytes(upload.size)}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={`Uploading ${upload.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-1 h-1 overflow-hidden rounded-full bg-track"
        >
          <div className="h-full rounded-full bg-accent transition-[width] duration-100" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <Button variant="ghost" size="icon-sm" aria-label={`Cancel upload of ${upload.name}`} onClick={onCancel}>
        <X aria-hidden />
      </Button>
    </li>
  );
}
