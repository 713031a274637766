import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { DatePicker } from "../../../components/ui/date-picker";
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { NativeSelect } from "../../../components/ui/native-select";
import { toIsoDay } from "../../../lib/dates";
import { customSnoozeUntil, firstTimeAfter, HALF_HOURS, timeLabel } from "../lib/snooze";

type CustomSnoozeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSnooze: (until: string) => void;
};

/** Spec §9: snooze until a day of one's choosing, at a half-hour time still ahead. */
export function CustomSnoozeDialog({ open, onOpenChange, onSnooze }: CustomSnoozeDialogProps) {
  const today = toIsoDay(new Date());
  const [day, setDay] = useState<string>(today);
  const [time, setTime] = useState<string>("09:00");
  const earliest = firstTimeAfter(day);
  const times = earliest ? HALF_HOURS.slice(HALF_HOURS.indexOf(earliest)) : [];
  const chosen = times.includes(time) ? time : (times[0] ?? null);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader title="Snooze until" description="The notification leaves the inbox and comes back at this time." />
        <DialogBody className="flex gap-3 pb-3">
          <FormField label="Day" className="flex-1">
            {(control) => (
              <DatePicker {...control} value={day} min={today} clearable={false} onChange={(next) => next && setDay(next)} />
            )}
          </FormField>
          <FormField label="Time" className="w-32">
            {(control) => (
              <NativeSelect {...control} value={chosen ?? ""} onChange={(event) => setTime(event.target.value)}>
                {times.map((t) => (
                  <option key={t} value={t}>
                    {timeLabel(t)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={!chosen}
            onClick={() => {
              if (!chosen) return;
              onSnooze(customSnoozeUntil(day, chosen));
              onOpenChange(false);
            }}
          >
            Snooze
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
