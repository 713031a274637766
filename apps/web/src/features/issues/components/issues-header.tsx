import { Plus, Settings } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Tooltip } from "../../../components/ui/tooltip";
import { appPaths } from "../../../lib/paths";

type IssuesHeaderProps = {
  slug: string;
  /** Empty for a list across projects (no project settings to link to). */
  projectId: string;
  /** Where the list sits: "Projects / Apollo / Issues", "… / Cycles / Sprint 4". */
  breadcrumb: ReactNode;
  count: number | null;
  canCreate: boolean;
  onCreate: () => void;
  /** Layout switcher, filters and display menus. */
  controls?: ReactNode;
  /** The scope's own actions (e.g. add existing issues to a cycle). */
  actions?: ReactNode;
};

export function IssuesHeader({ slug, projectId, breadcrumb, count, canCreate, onCreate, controls, actions }: IssuesHeaderProps) {
  return (
    // A size container for HEADER_LABEL (components/header-label.ts).
    <header className="@container/issues-header flex h-11 shrink-0 items-center gap-2 border-b border-border px-5">
      {/* The trail gives way (truncates) before the controls do, so narrow screens keep every button. */}
      <div className="flex min-w-0 flex-1 items-center gap-2 overflow-hidden whitespace-nowrap">
        {breadcrumb}
        {count !== null && (
          <span className="shrink-0 rounded-full bg-surface-hover px-1.5 text-2xs text-fg-muted">
            {count}
            <span className="sr-only"> {count === 1 ? "issue" : "issues"}</span>
          </span>
        )}
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        {controls}
        {actions}
        {projectId && (
          <Link
            to={appPaths.settings(slug, projectId)}
            aria-label="Project settings"
            className={buttonClasses({ variant: "ghost", size: "icon-sm" })}
          >
            <Settings aria-hidden />
          </Link>
        )}
        {canCreate && (
          <Tooltip content="Create an issue" shortcut="C">
            <Button size="sm" onClick={onCreate} aria-label="New issue">
              <Plus aria-hidden /> <span className="hidden xl:inline">New issue</span>
            </Button>
          </Tooltip>
        )}
      </div>
    </header>
  );
}
