import type { ReactNode } from "react";

type SettingsHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode };

/** The title row of a settings page (project or workspace): title, description and actions. */
export function SettingsHeader({ title, description, actions }: SettingsHeaderProps) {
  return (
    <header className="flex items-start justify-between gap-4 border-b border-border pb-4">
      <div className="min-w-0 space-y-1">
        <h1 className="text-lg font-semibold text-fg">{title}</h1>
        {description && <p className="text-sm text-fg-muted">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </header>
  );
}
