import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "./button";
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from "./dialog";
import { Input } from "./input";
import { Label } from "./label";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: "danger" | "primary";
  /** When set, the confirm button stays disabled until the user types this text exactly. */
  confirmText?: string;
  confirmTextLabel?: ReactNode;
  loading?: boolean;
  onConfirm: () => void;
};

/** Asks before a destructive or far-reaching action; Enter confirms, Escape cancels. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  variant = "danger",
  confirmText,
  confirmTextLabel,
  loading,
  onConfirm,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState("");
  const inputId = useId();
  const ready = confirmText === undefined || typed.trim() === confirmText.trim();

  function handleOpenChange(next: boolean) {
    if (!next) setTyped("");
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready && !loading) onConfirm();
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent size="sm" role="alertdialog">
        <form onSubmit={submit} className="flex min-h-0 flex-col">
          <DialogHeader title={title} description={description || undefined} />
          {confirmText !== undefined && (
            <DialogBody className="space-y-1.5 pb-4">
              <Label htmlFor={inputId}>{confirmTextLabel ?? <>Type “{confirmText}” to confirm</>}</Label>
              <Input id={inputId} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" autoFocus />
            </DialogBody>
          )}
          <DialogFooter>
            <Button variant="secondary" onClick={() => handleOpenChange(false)}>
              {cancelLabel}
            </Button>
            <Button type="submit" variant={variant} disabled={!ready} loading={loading}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
