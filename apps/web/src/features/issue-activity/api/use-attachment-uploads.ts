import {
  DEFAULT_ATTACHMENT_MAX_BYTES,
  issueExtraEndpoints as extras,
  FALLBACK_MIME_TYPE,
  type IssueAttachment,
} from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { call, errorMessage, isApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { temporaryId } from "../../../lib/use-optimistic-mutation";
import { useInstance } from "../../auth";
import { formatMegabytes } from "../lib/format-bytes";
import { activityKeys, type IssueRef } from "./activity-keys";
import { UploadCanceledError, uploadFile } from "./upload-file";

export type PendingUpload = { key: string; name: string; size: number; type: string; progress: number };

type Control = { canceled: boolean; abort?: () => void };

export const UPLOAD_CANCELED = "Upload canceled";

/**
 * Spec flow per file: reserve the attachment, send the bytes straight to storage with progress, then
 * mark it uploaded. Pending files show as rows until the server's attachment replaces them.
 */
export function useAttachmentUploads(ref: IssueRef) {
  const queryClient = useQueryClient();
  const instance = useInstance();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controls = useRef(new Map<string, Control>());
  const limit = instance.data?.config.file_size_limit || DEFAULT_ATTACHMENT_MAX_BYTES;
  const appOrigin = instance.data?.config.app_origin;

  const uploadOne = useCallback(
    async (file: File) => {
      const params = { slug: ref.slug, projectId: ref.projectId, issueId: ref.issueId };
      const key = temporaryId();
      const control: Control = { canceled: false };
      controls.current.set(key, control);
      const setProgress = (progress: number) =>
        setPending((rows) => rows.map((row) => (row.key === key ? { ...row, progress } : row)));
      setPending((rows) => [
        ...rows,
        { key, name: file.name, size: file.size, type: file.type || FALLBACK_MIME_TYPE, progress: 0 },
      ]);
      let assetId: string | null = null;
      try {
        const created = await call(extras.createAttachment, {
          params,
          body: { name: file.name, size: file.size, type: file.type || FALLBACK_MIME_TYPE },
        });
        assetId = created.asset_id;
        if (control.canceled) throw new UploadCanceledError();
        const handle = uploadFile(created.upload_data, file, setProgress, appOrigin);
        control.abort = handle.abort;
        await handle.promise;
        if (control.canceled) throw new UploadCanceledError();
        const attachment = await call(extras.completeAttachment, { params: { ...params, assetId: created.asset_id } });
        queryClient.setQueryData<IssueAttachment[]>(activityKeys.attachments(ref.slug, ref.projectId, ref.issueId), (rows) =>
          rows ? [...rows.filter((row) => row.id !== attachment.id), attachment] : [attachment],
        );
        // attachment_count on the issue and the "uploaded" history row.
        void queryClient.invalidateQueries({ queryKey: activityKeys.issue(ref.slug, ref.projectId, ref.issueId), exact: true });
        void queryClient.invalidateQueries({ queryKey: activityKeys.history(ref.slug, ref.projectId, ref.issueId) });
      } catch (error) {
        if (error instanceof UploadCanceledError) toast(UPLOAD_CANCELED, { description: file.name });
        else {
          toast.error(`Couldn't upload ${file.name}`, {
            description: !isApiError(error) && error instanceof Error ? error.message : errorMessage(error),
          });
        }
        // The reserved attachment was never completed; dropping it keeps storage tidy. Best effort.
        if (assetId) void call(extras.deleteAttachment, { params: { ...params, assetId } }).catch(() => undefined);
      } finally {
        controls.current.delete(key);
        setPending((rows) => rows.filter((row) => row.key !== key));
      }
    },
    [ref.slug, ref.projectId, ref.issueId, queryClient, appOrigin],
  );

  const upload = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        if (file.size > limit) {
          toast.error(`File is larger than ${formatMegabytes(limit)}`, { description: file.name });
          continue;
        }
        void uploadOne(file);
      }
    },
    [limit, uploadOne],
  );

  const cancel = useCallback((key: string) => {
    const control = controls.current.get(key);
    if (!control) return;
    control.canceled = true;
    control.abort?.();
  }, []);

  return { pending, upload, cancel, limit };
}
