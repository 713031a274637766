import { Keyboard } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Kbd } from "../../../components/ui/kbd";
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
        <dl className="space-y-1.5">
          {INBOX_SHORTCUTS.map((shortcut) => (
            <div key={shortcut.label} className="flex items-center justify-between gap-2 text-sm">
              <dt className="text-fg-muted">{shortcut.label}</dt>
              <dd className="flex gap-1">
                {shortcut.keys.map((key) => (
                  <Kbd key={key}>{key}</Kbd>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </PopoverContent>
    </Popover>
  );
}
