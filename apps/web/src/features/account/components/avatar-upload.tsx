import type { User } from "@hangar/contracts";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api";
import { serverFieldError } from "../../../lib/server-field-error";
import { useUpdateMe } from "../api/use-update-me";

/** The avatar: an image address (http(s) or a file uploaded here), or none for the initials. */
export function AvatarUpload({ user }: { user: User }) {
  const update = useUpdateMe();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState(user.avatar ?? "");
  const [error, setError] = useState<string>();

  function save(avatar: string | null, then?: () => void) {
    update.mutate(
      { avatar: avatar ?? "" },
      {
        onSuccess: () => {
          toast.success(avatar ? "Avatar updated" : "Avatar removed");
          then?.();
        },
        onError: (err) => {
          const field = serverFieldError(err, ["avatar"] as const);
          if (field) setError(field.message);
          else toast.error("Failed to update current user", { description: errorMessage(err) });
        },
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    save(url.trim() || null, () => setOpen(false));
  }

  return (
    <div className="flex shrink-0 gap-2">
      {user.avatar && (
        <Button variant="ghost" size="sm" onClick={() => save(null)} disabled={update.isPending}>
          Remove
        </Button>
      )}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setUrl(user.avatar ?? "");
          setError(undefined);
          setOpen(true);
        }}
      >
        Change avatar
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent size="sm">
          <form onSubmit={submit} className="flex min-h-0 flex-col">
            <DialogHeader title="Change avatar" description="A square image works best." />
            <DialogBody className="pb-4">
              <FormField label="Image URL" error={error}>
                {(control) => (
                  <Input
                    {...control}
                    type="url"
                    autoFocus
                    placeholder="https://example.com/me.png"
                    value={url}
                    onChange={(event) => setUrl(event.target.value)}
                  />
                )}
              </FormField>
            </DialogBody>
            <DialogFooter>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
