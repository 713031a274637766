import { SNOOZE_OPTIONS } from "@hangar/contracts";
import { AlarmClockOff, CalendarClock, Clock } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { Tooltip } from "../../../components/ui/tooltip";
import { snoozeUntil } from "../lib/snooze";
import { CustomSnoozeDialog } from "./custom-snooze-dialog";

type SnoozeMenuProps = {
  snoozed: boolean;
  onSnooze: (until: string) => void;
  onUnsnooze: () => void;
};

/** Spec §9's snooze choices (1 day … 2 weeks, or a custom day and half-hour time), and waking it early. */
export function SnoozeMenu({ snoozed, onSnooze, onUnsnooze }: SnoozeMenuProps) {
  const [custom, setCustom] = useState(false);
  return (
    <>
      <DropdownMenu>
        <Tooltip content="Snooze">
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label="Snooze">
              <Clock aria-hidden />
            </Button>
          </DropdownMenuTrigger>
        </Tooltip>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>Snooze for</DropdownMenuLabel>
          {SNOOZE_OPTIONS.map((option) => (
            <DropdownMenuItem key={option.key} onSelect={() => onSnooze(snoozeUntil(option.days))}>
              {option.label}
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem onSelect={() => setCustom(true)}>
            <CalendarClock aria-hidden />
            Custom…
          </DropdownMenuItem>
          {snoozed && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={onUnsnooze}>
                <AlarmClockOff aria-hidden />
                Unsnooze
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {custom && <CustomSnoozeDialog open={custom} onOpenChange={setCustom} onSnooze={onSnooze} />}
    </>
  );
}
