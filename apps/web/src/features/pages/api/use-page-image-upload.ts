import { pageEndpoints } from "@hangar/contracts";
import { useCallback } from "react";
import type { UploadImage } from "../../../components/editor";
import { call, errorMessage, isApiError } from "../../../lib/api";
import { uploadFile } from "../../../lib/upload-file";
import { useInstance } from "../../auth";
import type { PagePlace } from "./page-keys";

/**
 * Images of a page's content, through the attachment flow: reserve, send the bytes to storage with
 * progress, complete; answers the address the `<img>` uses. Failures read as the server's message.
 */
export function usePageImageUpload(place: PagePlace, pageId: string): UploadImage {
  const instance = useInstance();
  const appOrigin = instance.data?.config.app_origin;
  return useCallback<UploadImage>(
    async (file, onProgress) => {
      const params = { slug: place.slug, projectId: place.projectId, pageId };
      try {
        const created = await call(pageEndpoints.createImage, {
          params,
          body: { name: file.name, size: file.size, type: file.type },
        });
        await uploadFile(created.upload_data, file, onProgress, appOrigin).promise;
        const done = await call(pageEndpoints.completeImage, { params: { ...params, assetId: created.asset_id } });
        return done.asset_url;
      } catch (error) {
        throw new Error(isApiError(error) ? errorMessage(error) : error instanceof Error ? error.message : String(error));
      }
    },
    [place.slug, place.projectId, pageId, appOrigin],
  );
}
