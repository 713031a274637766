import { useEffect } from "react";
import { MountOnceOpen } from "../../components/mount-once-open";
import { type PaletteContext, useCommandPaletteStore } from "../../features/command-palette";
import { lazyWithPreload, whenIdle } from "../../lib/lazy-with-preload";

// The palette (cmdk, its commands) is not part of the first paint; it loads once the app is idle, so the
// first Cmd/Ctrl+K opens it at once.
const CommandPalette = lazyWithPreload(() => import("../../features/command-palette/pages").then((m) => m.CommandPalette));
const ShortcutsModal = lazyWithPreload(() => import("../../features/command-palette/pages").then((m) => m.ShortcutsModal));

/** The workspace's one command palette and shortcuts modal; shortcuts, buttons and menus open them through the store. */
export function CommandPaletteHost(context: PaletteContext) {
  const open = useCommandPaletteStore((s) => s.open);
  const shortcutsOpen = useCommandPaletteStore((s) => s.shortcutsOpen);
  useEffect(() => whenIdle(() => void CommandPalette.preload().catch(() => undefined)), []);
  return (
    <>
      <MountOnceOpen open={open}>
        <CommandPalette {...context} />
      </MountOnceOpen>
      <MountOnceOpen open={shortcutsOpen}>
        <ShortcutsModal />
      </MountOnceOpen>
    </>
  );
}
