import { ShortcutList } from "../../../components/shortcut-keys";
import { Dialog, DialogBody, DialogContent, DialogHeader } from "../../../components/ui/dialog";
import { SHORTCUTS, type ShortcutId } from "../../../lib/shortcut-catalogue";
import { SHORTCUT_GROUPS, SHORTCUT_HELP } from "../../../lib/shortcut-labels";
import { setShortcutsOpen, useCommandPaletteStore } from "../lib/palette-store";

const IDS = Object.keys(SHORTCUTS) as ShortcutId[];

const NOTES: Partial<Record<(typeof SHORTCUT_GROUPS)[number], string>> = {
  Issue: "On an issue's page or in its peek; they win over the app's keys there.",
  Inbox: "In the inbox list.",
};

/** "?": every shortcut of the app, grouped, from the one catalogue the keys are bound from. */
export function ShortcutsModal() {
  const open = useCommandPaletteStore((s) => s.shortcutsOpen);
  return (
    <Dialog open={open} onOpenChange={setShortcutsOpen}>
      <DialogContent size="lg">
        <DialogHeader
          title="Keyboard shortcuts"
          description="They work the same on every screen, and never while you type in a field or an editor."
        />
        <DialogBody className="grid gap-x-8 gap-y-5 pb-5 sm:grid-cols-2">
          {SHORTCUT_GROUPS.map((group) => (
            <section key={group} aria-label={group}>
              <h3 className="mb-2 text-xs font-medium tracking-wide text-fg-subtle uppercase">{group}</h3>
              {NOTES[group] && <p className="mb-2 text-xs text-fg-subtle">{NOTES[group]}</p>}
              <ShortcutList ids={IDS.filter((id) => SHORTCUT_HELP[id].group === group)} />
            </section>
          ))}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
