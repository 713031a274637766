import { Clock } from "lucide-react";
import { useNavigate } from "react-router";
import { errorMessage } from "../../../lib/api";
import { usePaletteSearch } from "../api/use-palette-search";
import { useKnownRecents } from "../lib/known-recents";
import { runAfterClose } from "../lib/palette-navigation";
import type { PaletteContext } from "../lib/palette-types";
import { useAccountCommands } from "./account-commands";
import { useCreateCommands } from "./create-commands";
import { useIssueCommandGroup } from "./issue-commands";
import { useNavigateCommands } from "./navigate-commands";
import { filterGroups, type PaletteGroupSpec, PaletteGroups, PaletteNote } from "./palette-item";
import { searchResultGroups } from "./search-results";

const RECENT_LIMIT = 5;

/**
 * The palette's first level: what was opened lately, what can be done to the issue in view, create,
 * go to, settings and account commands, and as soon as something is typed, the workspace search's
 * results below the commands that match.
 */
export function RootPage({ context, search }: { context: PaletteContext; search: string }) {
  const navigate = useNavigate();
  const slug = context.workspace.slug;
  const known = useKnownRecents(slug, context.recent === undefined);
  const recent = context.recent ?? known;
  const issueGroup = useIssueCommandGroup(slug);
  const create = useCreateCommands(context);
  const places = useNavigateCommands(context);
  const account = useAccountCommands();
  const found = usePaletteSearch(slug, search);
  const go = (href: string) => runAfterClose(() => navigate(href));

  const recentGroup: PaletteGroupSpec = {
    heading: "Recent",
    commands: recent.slice(0, RECENT_LIMIT).map((item) => ({
      id: `recent:${item.kind}:${item.id}`,
      label: item.name,
      keywords: `${item.kind} ${item.detail ?? ""}`,
      icon: <Clock />,
      detail: item.detail,
      run: () => go(item.href),
    })),
  };
  const commandGroups = filterGroups([recentGroup, ...(issueGroup ? [issueGroup] : []), create, ...places, account], search);
  const resultGroups = found.results ? searchResultGroups(slug, found.results, go) : [];
  const nothing = commandGroups.length === 0 && resultGroups.length === 0;

  return (
    <>
      <PaletteGroups groups={commandGroups} />
      <PaletteGroups groups={resultGroups} />
      {nothing && found.searching && <PaletteNote>Searching…</PaletteNote>}
      {nothing && !found.searching && found.error && <PaletteNote>{errorMessage(found.error, "Search failed")}</PaletteNote>}
      {nothing && !found.searching && !found.error && <PaletteNote>No results for “{search.trim()}”</PaletteNote>}
    </>
  );
}
