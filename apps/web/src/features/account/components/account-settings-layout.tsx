import { NavLink, Outlet, useOutletContext, useParams } from "react-router";
import { cn } from "../../../lib/cn";
import { ACCOUNT_SECTIONS } from "../lib/account-sections";

const navItem = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex h-7 items-center gap-2 rounded-md px-2 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    isActive ? "bg-surface-active font-medium text-fg" : "text-fg-muted hover:bg-surface-hover hover:text-fg",
  );

/** Account settings shell: every member reaches their own, whatever their workspace role. */
export function AccountSettingsLayout() {
  const { workspaceSlug = "" } = useParams();
  const outletContext = useOutletContext();
  const base = `/${workspaceSlug}/settings/account`;
  return (
    <div className="flex h-full min-h-0 w-full">
      <nav aria-label="Account settings" className="flex w-52 shrink-0 flex-col gap-1 border-r border-border px-3 py-4">
        <p className="px-2 pb-1 text-2xs font-medium tracking-wide text-fg-subtle uppercase">Account settings</p>
        <ul className="space-y-0.5">
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section.key}>
              <NavLink to={section.path ? `${base}/${section.path}` : base} end className={navItem}>
                <section.icon className="size-3.5 shrink-0" aria-hidden />
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1 overflow-y-auto">
        <div className="mx-auto w-full max-w-3xl space-y-6 px-8 py-8">
          <Outlet context={outletContext} />
        </div>
      </div>
    </div>
  );
}
