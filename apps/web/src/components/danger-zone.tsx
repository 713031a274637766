import { type ReactNode, useId } from "react";

/** The "Danger zone" section closing a settings page: one bordered row per irreversible action. */
export function DangerZone({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-sm font-semibold text-danger">
        Danger zone
      </h2>
      <div className="divide-y divide-border rounded-lg border border-danger/30">{children}</div>
    </section>
  );
}

/** One action of a danger zone: what it does, and its button (`children`). */
export function DangerZoneItem({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium text-fg">{title}</p>
        <p className="text-xs text-fg-muted">{description}</p>
      </div>
      {children}
    </div>
  );
}

/** The label of a confirm dialog's type-to-confirm field. */
export function typeToConfirm(text: string): ReactNode {
  return (
    <>
      Type <span className="font-semibold text-fg">{text}</span> to confirm
    </>
  );
}
