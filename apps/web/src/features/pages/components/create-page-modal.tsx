import { PAGE_ACCESS, PAGE_NAME_MAX, type PageAccess, type PageDetail } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Globe2, Lock } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ChoiceCards } from "../../../components/choice-cards";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { pageApi } from "../api/page-api";
import { type PagePlace, pageKeys } from "../api/page-keys";
import { PAGE_MESSAGES } from "../lib/page-messages";

type CreatePageModalProps = {
  place: PagePlace;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Nests the new page under this one. */
  parentId?: string | null;
  /** Called with the new page (the caller opens it). */
  onCreated: (page: PageDetail) => void;
};

/** Name and access of a new page; the page opens once created. An empty name is shown "Untitled". */
export function CreatePageModal({ place, open, onOpenChange, parentId = null, onCreated }: CreatePageModalProps) {
  const queryClient = useQueryClient();
  const nameId = useId();
  const [name, setName] = useState("");
  const [access, setAccess] = useState<PageAccess>(PAGE_ACCESS.PUBLIC);
  const [saving, setSaving] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setName("");
      setAccess(PAGE_ACCESS.PUBLIC);
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const page = await pageApi.create(place, { name: name.trim(), access, ...(parentId ? { parent: parentId } : {}) });
      queryClient.setQueryData(pageKeys.page(place, page.id), page);
      void queryClient.invalidateQueries({ queryKey: pageKeys.project(place) });
      close(false);
      onCreated(page);
    } catch (error) {
      toast.error(PAGE_MESSAGES.create, { description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={close} dirty={name.trim() !== ""}>
      <DialogContent size="sm">
        <form onSubmit={submit}>
          <DialogHeader title={parentId ? "New sub-page" : "New page"} />
          <DialogBody className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor={nameId}>Name</Label>
              <Input
                id={nameId}
                autoFocus
                value={name}
                maxLength={PAGE_NAME_MAX}
                placeholder="Untitled"
                onChange={(event) => setName(event.target.value)}
              />
            </div>
            <ChoiceCards<PageAccess>
              legend="Access"
              options={[
                { value: PAGE_ACCESS.PUBLIC, label: "Public", description: "Everyone in the project can read it", icon: Globe2 },
                { value: PAGE_ACCESS.PRIVATE, label: "Private", description: "Only you can see it", icon: Lock },
              ]}
              input={(option) => ({ name: "access", checked: access === option.value, onChange: () => setAccess(option.value) })}
            />
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Creating…" : "Create page"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
