import { Keyboard } from "lucide-react";
import { ShortcutList } from "../../../components/shortcut-keys";
import { Button } from "../../../components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "../../../components/ui/popover";
import type { ShortcutId } from "../../../lib/shortcut-catalogue";

const SHORTCUTS: readonly ShortcutId[] = ["issueState", "issuePriority", "issueAssign", "issueLabels", "issueCopyLink"];

export function ShortcutsHelp({ inPeek }: { inPeek: boolean }) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label="Keyboard shortcuts">
          <Keyboard aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Keyboard shortcuts" className="w-60">
        <h2 className="px-1 pb-1.5 text-xs font-medium text-fg-subtle uppercase tracking-wide">Keyboard shortcuts</h2>
        <ShortcutList ids={inPeek ? [...SHORTCUTS, "issueClosePeek"] : SHORTCUTS} />
      </PopoverContent>
    </Popover>
  );
}
