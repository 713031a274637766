import { issueExtraEndpoints as extras } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { UploadImage } from "../../../components/editor";
import { call, errorMessage, isApiError } from "../../../lib/api";
import { uploadFile } from "../../../lib/upload-file";
import { useInstance } from "../../auth";
import { activityKeys, type IssueRef } from "./activity-keys";

/**
 * An image put into the issue's description is one of its attachments (listed with them, removed with
 * them): reserve, send with progress, complete; answers the attachment's address for the `<img>`.
 */
export function useIssueImageUpload(ref: IssueRef): UploadImage {
  const queryClient = useQueryClient();
  const instance = useInstance();
  const appOrigin = instance.data?.config.app_origin;
  return useCallback<UploadImage>(
    async (file, onProgress) => {
      const params = { slug: ref.slug, projectId: ref.projectId, issueId: ref.issueId };
      try {
        const created = await call(extras.createAttachment, {
          params,
          body: { name: file.name, size: file.size, type: file.type },
        });
        await uploadFile(created.upload_data, file, onProgress, appOrigin).promise;
        const attachment = await call(extras.completeAttachment, { params: { ...params, assetId: created.asset_id } });
        void queryClient.invalidateQueries({ queryKey: activityKeys.attachments(ref.slug, ref.projectId, ref.issueId) });
        return attachment.asset;
      } catch (error) {
        throw new Error(isApiError(error) ? errorMessage(error) : error instanceof Error ? error.message : String(error));
      }
    },
    [ref.slug, ref.projectId, ref.issueId, appOrigin, queryClient],
  );
}
