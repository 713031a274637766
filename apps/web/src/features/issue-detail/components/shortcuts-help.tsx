import { Keyboard } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Kbd } from "../../../components/ui/kbd";
import { Popover, PopoverContent, PopoverTrigger } from "../../../components/ui/popover";
import { modKey } from "../../../lib/mod-key";

const mod = modKey();

const SHORTCUTS: { keys: string[]; label: string; peekOnly?: boolean }[] = [
  { keys: ["S"], label: "Change state" },
  { keys: ["P"], label: "Change priority" },
  { keys: ["A"], label: "Assign" },
  { keys: ["L"], label: "Add labels" },
  { keys: [mod, "."], label: "Copy link" },
  { keys: ["Esc"], label: "Close peek", peekOnly: true },
];

export function ShortcutsHelp({ inPeek }: { inPeek: boolean }) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label="Keyboard shortcuts">
          <Keyboard aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Keyboard shortcuts" className="w-56">
        <h2 className="px-1 pb-1.5 text-xs font-medium text-fg-subtle uppercase tracking-wide">Keyboard shortcuts</h2>
        <ul className="space-y-1">
          {SHORTCUTS.filter((s) => inPeek || !s.peekOnly).map((s) => (
            <li key={s.label} className="flex items-center justify-between gap-2 px-1 text-sm">
              <span>{s.label}</span>
              <span className="flex gap-0.5">
                {s.keys.map((k) => (
                  <Kbd key={k}>{k}</Kbd>
                ))}
              </span>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
