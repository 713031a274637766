import { Command } from "cmdk";
import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { ShortcutKeys } from "../../../components/shortcut-keys";
import { Dialog, DialogContent, DialogTitle } from "../../../components/ui/dialog";
import { Kbd } from "../../../components/ui/kbd";
import { useProjectList } from "../../projects";
import { popPalettePage } from "../lib/palette-navigation";
import { closeCommandPalette, type PalettePage, useCommandPaletteStore } from "../lib/palette-store";
import type { PaletteContext } from "../lib/palette-types";
import { ThemePage, WorkspacesPage } from "./account-commands";
import { IssuePropertyPage, PROPERTY_TITLES } from "./issue-property-page";
import { DESTINATION_TITLES, ProjectPage, ProjectsPage } from "./project-pages";
import { RootPage } from "./root-page";

/**
 * Cmd/Ctrl+K: search everything and run any command from the keyboard. Arrows move, Enter runs, a
 * command with "…" opens a nested page; Backspace in an empty search or Esc goes back up a level, and
 * Esc at the top closes only the palette (a peek behind it stays open).
 */
export function CommandPalette(context: PaletteContext) {
  const open = useCommandPaletteStore((s) => s.open);
  const pages = useCommandPaletteStore((s) => s.pages);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && closeCommandPalette()}>
      <DialogContent
        hideClose
        aria-describedby={undefined}
        className="top-[12vh] max-h-[70vh] max-w-xl translate-y-0"
        onEscapeKeyDown={(event) => {
          if (popPalettePage()) event.preventDefault();
        }}
      >
        <DialogTitle className="sr-only">Command palette</DialogTitle>
        {/* Keyed by level: each page starts with an empty search and its first row highlighted. */}
        {open && <PaletteBody key={pages.length} context={context} page={pages.at(-1) ?? { id: "root" }} depth={pages.length} />}
      </DialogContent>
    </Dialog>
  );
}

function PaletteBody({ context, page, depth }: { context: PaletteContext; page: PalettePage; depth: number }) {
  const [search, setSearch] = useState("");
  const title = usePageTitle(context, page);
  const highlight = useFirstRowUntilMoved(context.recent, search);

  function onKeyDown(event: KeyboardEvent) {
    highlight.onKeyDown(event);
    if (event.key === "Backspace" && search === "" && depth > 1) {
      event.preventDefault();
      popPalettePage();
    } else if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
      event.preventDefault();
      closeCommandPalette();
    }
  }

  return (
    <Command
      label="Command palette"
      shouldFilter={false}
      loop
      value={highlight.value}
      onValueChange={highlight.setValue}
      onKeyDown={onKeyDown}
      className="flex min-h-0 flex-col"
    >
      <div className="flex items-center gap-2 border-b border-border px-3">
        <Search className="size-4 shrink-0 text-fg-subtle" aria-hidden />
        {title && (
          <span className="shrink-0 rounded bg-surface-hover px-1.5 py-0.5 text-xs font-medium text-fg-muted">{title}</span>
        )}
        <Command.Input
          autoFocus
          value={search}
          onValueChange={setSearch}
          placeholder={page.id === "root" ? "Type a command or search…" : "Filter…"}
          aria-label={title ? `Search ${title.toLowerCase()}` : "Search commands, issues, projects…"}
          className="h-12 w-full min-w-0 bg-transparent text-sm text-fg placeholder:text-fg-subtle focus:outline-none"
        />
      </div>
      <Command.List
        ref={highlight.listRef}
        onPointerMove={highlight.onPointerMove}
        className="min-h-0 flex-1 overflow-y-auto p-1.5"
      >
        <PageContent context={context} page={page} search={search} />
      </Command.List>
      <footer className="flex items-center gap-3 border-t border-border px-3 py-2 text-2xs text-fg-subtle">
        <span className="flex items-center gap-1">
          <ShortcutKeys id="paletteMove" /> to move
        </span>
        <span className="flex items-center gap-1">
          <Kbd>Enter</Kbd> to run
        </span>
        <span className="ml-auto flex items-center gap-1">
          <Kbd>Esc</Kbd> {depth > 1 ? "to go back" : "to close"}
        </span>
      </footer>
    </Command>
  );
}

const MOVE_KEYS = new Set(["ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);

/**
 * The highlighted row, kept on the first row when the recents arrive after the palette opened (they are
 * fetched on idle, and a quick Cmd/Ctrl+K can beat them): cmdk only re-highlights on a new search, so the
 * first command would stay highlighted under the recents that landed above it. Once the user has moved
 * the highlight (keys or pointer), it is theirs and stays where they put it.
 */
function useFirstRowUntilMoved(recent: PaletteContext["recent"], search: string) {
  const [value, setValue] = useState("");
  const moved = useRef(false);
  const listRef = useRef<HTMLDivElement>(null);
  const arrived = recent !== undefined;
  useEffect(() => {
    if (!arrived || search !== "" || moved.current) return;
    const first = listRef.current?.querySelector("[cmdk-item]")?.getAttribute("data-value");
    if (first) setValue(first);
  }, [arrived, search]);
  return {
    value,
    setValue,
    listRef,
    onKeyDown: (event: KeyboardEvent) => {
      if (MOVE_KEYS.has(event.key) || ((event.ctrlKey || event.metaKey) && "jknp".includes(event.key))) moved.current = true;
    },
    onPointerMove: () => {
      moved.current = true;
    },
  };
}

function PageContent({ context, page, search }: { context: PaletteContext; page: PalettePage; search: string }) {
  switch (page.id) {
    case "root":
      return <RootPage context={context} search={search} />;
    case "issue":
      return <IssuePropertyPage property={page.property} search={search} />;
    case "projects":
      return <ProjectsPage context={context} goal={page.goal} search={search} />;
    case "project":
      return <ProjectPage context={context} projectId={page.projectId} search={search} />;
    case "workspaces":
      return <WorkspacesPage context={context} search={search} />;
    case "theme":
      return <ThemePage search={search} />;
  }
}

/** The chip before the search naming the nested page. */
function usePageTitle(context: PaletteContext, page: PalettePage): string | null {
  const projects = useProjectList(context.workspace.slug);
  switch (page.id) {
    case "root":
      return null;
    case "issue":
      return PROPERTY_TITLES[page.property];
    case "projects":
      return DESTINATION_TITLES[page.goal];
    case "project":
      return projects.data?.find((p) => p.id === page.projectId)?.name ?? "Project";
    case "workspaces":
      return "Switch workspace";
    case "theme":
      return "Change theme";
  }
}
