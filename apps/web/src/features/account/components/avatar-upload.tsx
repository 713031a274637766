import { AVATAR_TYPES, type User } from "@hangar/contracts";
import { useRef } from "react";
import { useParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { errorMessage, isApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useUpdateMe } from "../api/use-update-me";
import { useUploadAvatar } from "../api/use-upload-avatar";

/** Upload a picture (png, jpeg, gif or webp, 2 MB at most) or go back to the initials. */
export function AvatarUpload({ user }: { user: User }) {
  const { workspaceSlug = "" } = useParams();
  const upload = useUploadAvatar(workspaceSlug);
  const update = useUpdateMe();
  const input = useRef<HTMLInputElement>(null);

  function pick(file: File | undefined) {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success("Avatar updated"),
      onError: (error) =>
        toast.error("Failed to update current user", {
          // A failed file transfer is a plain Error whose message says why; the API's refusals carry theirs.
          description: !isApiError(error) && error instanceof Error ? error.message : errorMessage(error),
        }),
    });
  }

  return (
    <div className="flex shrink-0 gap-2">
      {user.avatar && (
        <Button
          variant="ghost"
          size="sm"
          disabled={update.isPending || upload.isPending}
          onClick={() =>
            update.mutate(
              { avatar: "" },
              {
                onSuccess: () => toast.success("Avatar removed"),
                onError: (error) => toast.error("Failed to update current user", { description: errorMessage(error) }),
              },
            )
          }
        >
          Remove
        </Button>
      )}
      <Button variant="secondary" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
        Upload avatar
      </Button>
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(",")}
        aria-label="Avatar image"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
    </div>
  );
}
