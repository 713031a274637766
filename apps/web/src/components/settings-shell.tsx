import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "../lib/cn";

export type SettingsSection = { key: string; label: string; path: string; icon: LucideIcon };

const navItem = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex h-7 items-center gap-2 rounded-md px-2 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    isActive ? "bg-surface-active font-medium text-fg" : "text-fg-muted hover:bg-surface-hover hover:text-fg",
  );

/** A settings screen: its sections in a side nav (`path` under `base`, "" for the first) and the open one. */
export function SettingsShell(props: {
  label: string;
  base: string;
  sections: readonly SettingsSection[];
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex h-full min-h-0 w-full">
      <nav aria-label={props.label} className="flex w-52 shrink-0 flex-col gap-1 border-r border-border px-3 py-4">
        <p className="px-2 pb-1 text-2xs font-medium tracking-wide text-fg-subtle uppercase">{props.label}</p>
        <ul className="space-y-0.5">
          {props.sections.map((section) => (
            <li key={section.key}>
              <NavLink to={section.path ? `${props.base}/${section.path}` : props.base} end className={navItem}>
                <section.icon className="size-3.5 shrink-0" aria-hidden />
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1 overflow-y-auto">
        <div className={cn("mx-auto w-full max-w-3xl px-8 py-8", props.contentClassName)}>{props.children}</div>
      </div>
    </div>
  );
}
