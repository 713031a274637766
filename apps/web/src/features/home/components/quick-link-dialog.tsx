import { checkLinkUrl, LINK_URL_MAX, normalizeLinkUrl, QUICK_LINK_TITLE_MAX, type QuickLink } from "@hangar/contracts";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api";
import { serverFieldError } from "../../../lib/server-field-error";
import { newQuickLinkId, useCreateQuickLink, useUpdateQuickLink } from "../api/use-quick-links";

type QuickLinkDialogProps = {
  slug: string;
  /** The link to edit; absent: a new one. */
  link?: QuickLink;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Errors = { url?: string; title?: string; form?: string };

/**
 * Add or edit a quick link: an address (http or https; a bare host gets https://, as the server does)
 * and an optional title. Bad addresses are caught here with the server's own rule, and anything the
 * server still refuses shows under its field.
 */
export function QuickLinkDialog({ slug, link, open, onOpenChange }: QuickLinkDialogProps) {
  const [url, setUrl] = useState(link?.url ?? "");
  const [title, setTitle] = useState(link?.title ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateQuickLink(slug);
  const update = useUpdateQuickLink(slug);
  const busy = create.isPending || update.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const normalized = normalizeLinkUrl(url);
    setUrl(normalized);
    const problem = normalized ? checkLinkUrl(normalized) : "Enter the address to link to";
    if (problem) {
      setErrors({ url: problem === "Invalid URL provided" ? "Only http:// and https:// addresses can be linked" : problem });
      return;
    }
    setErrors({});
    const values = { url: normalized, title: title.trim() || null };
    try {
      if (link) await update.mutateAsync({ id: link.id, ...values });
      else await create.mutateAsync({ tempId: newQuickLinkId(), ...values });
      onOpenChange(false);
    } catch (error) {
      const field = serverFieldError(error, ["url", "title"] as const);
      setErrors(field ? { [field.field]: field.message } : { form: errorMessage(error) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <form onSubmit={submit} noValidate>
          <DialogHeader
            title={link ? "Edit quick link" : "Add quick link"}
            description="Addresses you open often, one click away on your home. Only you see them."
          />
          <DialogBody className="space-y-3">
            <FormField label="URL" error={errors.url}>
              {(control) => (
                <Input
                  {...control}
                  autoFocus
                  type="url"
                  inputMode="url"
                  placeholder="https://example.com"
                  value={url}
                  maxLength={LINK_URL_MAX}
                  onChange={(event) => setUrl(event.target.value)}
                />
              )}
            </FormField>
            <FormField label="Title" optional hint="Without one, the link shows its site's name." error={errors.title}>
              {(control) => (
                <Input
                  {...control}
                  placeholder="Team handbook"
                  value={title}
                  maxLength={QUICK_LINK_TITLE_MAX}
                  onChange={(event) => setTitle(event.target.value)}
                />
              )}
            </FormField>
            {errors.form && (
              <p role="alert" className="text-sm text-danger">
                {errors.form}
              </p>
            )}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" size="sm" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" size="sm" loading={busy}>
              {link ? "Save" : "Add link"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
