import { Link2, Maximize2, PanelRight, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BreadcrumbSeparator } from "../../../components/ui/breadcrumb-separator";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Tooltip } from "../../../components/ui/tooltip";
import { modShortcut } from "../../../lib/shortcut-catalogue";
import { ShortcutsHelp } from "./shortcuts-help";

type IssueDetailHeaderProps = {
  projectName: string;
  listHref: string;
  issueKey: string;
  mode: "page" | "peek";
  fullPageHref: string;
  onCopyLink: () => void;
  onClose?: () => void;
  actions: ReactNode;
  /** The full page's properties panel: whether it is collapsed, and how to toggle it. */
  panel?: { collapsed: boolean; onToggle: () => void };
};

export function IssueDetailHeader({
  projectName,
  listHref,
  issueKey,
  mode,
  fullPageHref,
  onCopyLink,
  onClose,
  actions,
  panel,
}: IssueDetailHeaderProps) {
  return (
    <header className="flex h-11 shrink-0 items-center gap-1 border-b border-border px-4">
      <nav aria-label="Breadcrumb" className="flex min-w-0 flex-1 items-center gap-1 text-sm">
        <Link to={listHref} className="truncate text-fg-muted hover:text-fg">
          {projectName}
        </Link>
        <BreadcrumbSeparator />
        <span aria-current="page" className="shrink-0 font-mono text-xs font-medium text-fg">
          {issueKey}
        </span>
      </nav>
      <ShortcutsHelp inPeek={mode === "peek"} />
      <Tooltip content="Copy link" shortcut={modShortcut(".")}>
        <Button variant="ghost" size="icon-sm" aria-label="Copy link" onClick={onCopyLink}>
          <Link2 aria-hidden />
        </Button>
      </Tooltip>
      {mode === "peek" && (
        <Tooltip content="Open full page">
          <Link to={fullPageHref} aria-label="Open full page" className={buttonClasses({ variant: "ghost", size: "icon-sm" })}>
            <Maximize2 aria-hidden />
          </Link>
        </Tooltip>
      )}
      {actions}
      {panel && (
        <Tooltip content={panel.collapsed ? "Show properties" : "Hide properties"}>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Properties panel"
            aria-pressed={!panel.collapsed}
            onClick={panel.onToggle}
          >
            <PanelRight aria-hidden />
          </Button>
        </Tooltip>
      )}
      {mode === "peek" && onClose && (
        <Tooltip content="Close" shortcut="Esc">
          <Button variant="ghost" size="icon-sm" aria-label="Close peek" onClick={onClose}>
            <X aria-hidden />
          </Button>
        </Tooltip>
      )}
    </header>
  );
}
