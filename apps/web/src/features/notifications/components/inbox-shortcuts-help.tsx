import { Keyboard } from "lucide-react";
import { ShortcutList } from "../../../components/shortcut-keys";
import { Button } from "../../../components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "../../../components/ui/popover";
import { INBOX_SHORTCUTS } from "../hooks/use-inbox-keyboard";

/** The inbox's keys, one click away. */
export function InboxShortcutsHelp() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label="Keyboard shortcuts">
          <Keyboard aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-64">
        <h2 className="mb-2 text-xs font-medium text-fg-subtle">Keyboard shortcuts</h2>
        <ShortcutList ids={INBOX_SHORTCUTS} />
      </PopoverContent>
    </Popover>
  );
}
