import type { QueryClient } from "@tanstack/react-query";
import type { PaletteContext } from "../../features/command-palette";
import { CommandPalette } from "../../features/command-palette/pages";
import { recentVisitsQuery } from "../../features/recents";
import { usePaletteRecents } from "./use-palette-recents";

/**
 * The palette with the user's recent visits listed first. It loads with the palette, not with the
 * shell: the recents' mapping and query stay off the first route's bundle. `open` comes from the host,
 * which follows the palette's store already.
 */
export function PaletteWithRecents({ open, ...context }: PaletteContext & { open: boolean }) {
  const recent = usePaletteRecents(context.workspace.slug, open);
  return <CommandPalette {...context} recent={context.recent ?? recent} />;
}

/** Loads the recents ahead, once the app is idle, so the first Cmd/Ctrl+K already lists them. */
export function prefetchPaletteRecents(queryClient: QueryClient, slug: string): Promise<void> {
  return queryClient.prefetchQuery(recentVisitsQuery(slug));
}
