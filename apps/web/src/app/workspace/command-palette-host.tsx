import { useEffect } from "react";
import { MountOnceOpen } from "../../components/mount-once-open";
import { type PaletteContext, useCommandPaletteStore } from "../../features/command-palette";
import { lazyWithPreload, whenIdle } from "../../lib/lazy-with-preload";
import { usePaletteRecents } from "./use-palette-recents";

// The palette (cmdk, its commands) is not part of the first paint; it loads once the app is idle, so the
// first Cmd/Ctrl+K opens it at once.
const CommandPalette = lazyWithPreload(() => import("../../features/command-palette/pages").then((m) => m.CommandPalette));
const ShortcutsModal = lazyWithPreload(() => import("../../features/command-palette/pages").then((m) => m.ShortcutsModal));

/**
 * The workspace's one command palette and shortcuts modal; shortcuts, buttons and menus open them through
 * the store. The palette lists the user's recent visits first; the host, which follows the palette's
 * open state, loads them, so the layout does not re-render each time the palette opens.
 */
export function CommandPaletteHost(context: PaletteContext) {
  const open = useCommandPaletteStore((s) => s.open);
  const shortcutsOpen = useCommandPaletteStore((s) => s.shortcutsOpen);
  const recent = usePaletteRecents(context.workspace.slug, open);
  useEffect(() => whenIdle(() => void CommandPalette.preload().catch(() => undefined)), []);
  return (
    <>
      <MountOnceOpen open={open}>
        <CommandPalette {...context} recent={context.recent ?? recent} />
      </MountOnceOpen>
      <MountOnceOpen open={shortcutsOpen}>
        <ShortcutsModal />
      </MountOnceOpen>
    </>
  );
}
