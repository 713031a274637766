import { workspaceEndpoints as endpoints, type User } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { uploadFile } from "../../issue-activity/pages";

/**
 * The attachments' flow for an avatar: reserve it (the server checks type and size), send the file with
 * the signed form, then complete it, which makes it the avatar everywhere the user appears.
 */
export function useUploadAvatar(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const reserved = await call(endpoints.createAvatar, {
        params: { slug },
        body: { name: file.name, size: file.size, type: file.type },
      });
      await uploadFile(reserved.upload_data, file, () => {}).promise;
      return call(endpoints.completeAvatar, { params: { slug, assetId: reserved.asset_id } });
    },
    onSuccess: (user) => queryClient.setQueryData<User>(queryKeys.me, user),
  });
}
