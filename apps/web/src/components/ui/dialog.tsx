import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ComponentProps, type HTMLAttributes, type ReactNode, type RefObject, useMemo, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";
import { type UnsavedChanges, UnsavedChangesContext, type UnsavedChangesRegistry } from "./unsaved-changes";

export { differs, useUnsavedChanges } from "./unsaved-changes";
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogProps = ComponentProps<typeof DialogPrimitive.Root> & {
  /** Unsaved input held by the component that renders the dialog (forms inside use `useUnsavedChanges`). */
  dirty?: boolean;
};

/**
 * Radix's dialog root, with one rule for every dialog: a form inside that declares unsaved input
 * (`useUnsavedChanges`) is not thrown away by Esc, a click outside or the close button; the user is
 * asked first. Closing after a save goes straight through `onOpenChange`, which is the caller's own.
 */
export function Dialog({ open: openProp, defaultOpen = false, onOpenChange, dirty = false, children, ...rest }: DialogProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const sources = useRef(new Set<RefObject<UnsavedChanges>>());
  const [asking, setAsking] = useState<UnsavedChanges | null>(null);
  const registry = useMemo<UnsavedChangesRegistry>(
    () => ({
      register: (source) => {
        sources.current.add(source);
        return () => sources.current.delete(source);
      },
    }),
    [],
  );

  function setOpen(next: boolean) {
    setOpenState(next);
    onOpenChange?.(next);
  }

  function requestOpenChange(next: boolean) {
    const unsaved = next ? undefined : [...sources.current].find((source) => source.current.dirty);
    if (unsaved) setAsking({ ...unsaved.current });
    else if (!next && dirty) setAsking({ dirty });
    else setOpen(next);
  }

  function discard() {
    setAsking(null);
    setOpen(false);
  }

  async function saveDraft() {
    await asking?.saveDraft?.();
    discard();
  }

  return (
    <UnsavedChangesContext.Provider value={registry}>
      <DialogPrimitive.Root open={open} onOpenChange={requestOpenChange} {...rest}>
        {children}
      </DialogPrimitive.Root>
      <DiscardChangesDialog
        open={asking !== null}
        onKeepEditing={() => setAsking(null)}
        onDiscard={discard}
        onSaveDraft={asking?.saveDraft ? saveDraft : undefined}
      />
    </UnsavedChangesContext.Provider>
  );
}

type DiscardChangesDialogProps = {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
  onSaveDraft?: () => Promise<void>;
};

/** Asked over a dialog that is being closed with unsaved input; Esc or a click outside keeps editing. */
function DiscardChangesDialog({ open, onKeepEditing, onDiscard, onSaveDraft }: DiscardChangesDialogProps) {
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      await onSaveDraft?.();
    } catch {
      // The form said why the draft was not saved; both dialogs stay open so nothing is lost.
    } finally {
      setSaving(false);
    }
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onKeepEditing()}>
      <DialogContent size="sm" role="alertdialog" hideClose>
        <DialogHeader
          title="Discard changes?"
          description={
            onSaveDraft
              ? "What you entered has not been saved. Keep it as a draft, or discard it."
              : "What you entered has not been saved and will be lost."
          }
        />
        <DialogFooter>
          <Button variant="secondary" size="sm" onClick={onKeepEditing} autoFocus>
            Keep editing
          </Button>
          <Button variant={onSaveDraft ? "secondary" : "danger"} size="sm" onClick={onDiscard}>
            Discard
          </Button>
          {onSaveDraft && (
            <Button size="sm" loading={saving} onClick={() => void save()}>
              Save as draft
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </DialogPrimitive.Root>
  );
}

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  size?: "sm" | "md" | "lg";
  hideClose?: boolean;
};

const widths = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl" };

export function DialogContent({ className, children, size = "md", hideClose, ...rest }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-lg border border-border bg-surface-raised shadow-dialog focus:outline-none data-[state=open]:animate-scale-in",
          widths[size],
          className,
        )}
        {...rest}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close className="absolute top-3 right-3 rounded p-1 text-fg-subtle hover:bg-surface-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            <X className="size-4" aria-hidden />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

type DialogHeaderProps = Omit<HTMLAttributes<HTMLDivElement>, "title"> & {
  /** The dialog's title (its accessible name) and the line under it; `children` follow them. */
  title?: ReactNode;
  description?: ReactNode;
};

/** The top of a dialog: title and description (the close button sits in DialogContent). */
export function DialogHeader({ className, title, description, children, ...rest }: DialogHeaderProps) {
  return (
    <div className={cn("flex flex-col gap-1 px-5 pt-5 pb-3 pr-10", className)} {...rest}>
      {title !== undefined && <DialogTitle>{title}</DialogTitle>}
      {description !== undefined && <DialogDescription>{description}</DialogDescription>}
      {children}
    </div>
  );
}

export function DialogBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("min-h-0 flex-1 overflow-y-auto px-5 py-2", className)} {...rest} />;
}

export function DialogFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex items-center justify-end gap-2 border-t border-border px-5 py-3", className)} {...rest} />;
}

export function DialogTitle({ className, ...rest }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-base font-semibold text-fg", className)} {...rest} />;
}

export function DialogDescription({ className, ...rest }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-fg-muted", className)} {...rest} />;
}
