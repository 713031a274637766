import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps, HTMLAttributes, ReactNode } from "react";
import { cn } from "../../lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

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
