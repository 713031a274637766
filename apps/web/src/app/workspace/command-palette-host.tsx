import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { MountOnceOpen } from "../../components/mount-once-open";
import { type PaletteContext, useCommandPaletteStore } from "../../features/command-palette";
import { lazyWithPreload, whenIdle } from "../../lib/lazy-with-preload";

// The palette (cmdk, its commands, the recents it lists first) is not part of the first paint; it loads
// once the app is idle, and the user's recent visits with it, so the first Cmd/Ctrl+K opens it at once.
const CommandPalette = lazyWithPreload(() => import("./palette-with-recents").then((m) => m.PaletteWithRecents));
const ShortcutsModal = lazyWithPreload(() => import("../../features/command-palette/pages").then((m) => m.ShortcutsModal));

/** The workspace's one command palette and shortcuts modal; shortcuts, buttons and menus open them through the store. */
export function CommandPaletteHost(context: PaletteContext) {
  const open = useCommandPaletteStore((s) => s.open);
  const shortcutsOpen = useCommandPaletteStore((s) => s.shortcutsOpen);
  const queryClient = useQueryClient();
  const slug = context.workspace.slug;
  useEffect(
    () =>
      whenIdle(() => {
        void CommandPalette.preload().catch(() => undefined);
        // The palette's own module (one chunk either way) holds the query, so the shell does not.
        void import("./palette-with-recents").then((m) => m.prefetchPaletteRecents(queryClient, slug)).catch(() => undefined);
      }),
    [queryClient, slug],
  );
  return (
    <>
      <MountOnceOpen open={open}>
        <CommandPalette {...context} open={open} />
      </MountOnceOpen>
      <MountOnceOpen open={shortcutsOpen}>
        <ShortcutsModal />
      </MountOnceOpen>
    </>
  );
}
