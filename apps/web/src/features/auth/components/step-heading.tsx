import type { ReactNode } from "react";

export function StepHeading({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className="mb-5 space-y-1">
      <h1 className="text-lg font-semibold tracking-tight text-fg">{title}</h1>
      {description && <p className="text-sm text-fg-muted">{description}</p>}
    </div>
  );
}
