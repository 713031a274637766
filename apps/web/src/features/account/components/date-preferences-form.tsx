import { DATE_FORMATS, type DateFormat, TIME_FORMATS, type TimeFormat, type UserProfile } from "@hangar/contracts";
import { useMemo } from "react";
import { FormField } from "../../../components/ui/form-field";
import { NativeSelect } from "../../../components/ui/native-select";
import { formatDate } from "../../../lib/dates";
import { useUpdateProfile } from "../../users";

const SAMPLE_DAY = "2026-11-05";
const SAMPLE_MOMENT = "2026-11-05T15:04:00Z";

const DATE_LABEL: Record<DateFormat, string> = {
  auto: "As my browser's language writes it",
  "yyyy-MM-dd": "2026-11-05 (year-month-day)",
  "dd/MM/yyyy": "05/11/2026 (day/month/year)",
  "MM/dd/yyyy": "11/05/2026 (month/day/year)",
  "dd.MM.yyyy": "05.11.2026 (day.month.year)",
};
const TIME_LABEL: Record<TimeFormat, string> = {
  auto: "As my browser's language writes it",
  "12h": "12-hour (3:04 PM)",
  "24h": "24-hour (15:04)",
};

/** Every zone the browser knows (IANA names); an older browser without the list offers the common one. */
function timeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: "timeZone") => string[] };
  return intl.supportedValuesOf?.("timeZone") ?? ["UTC"];
}

/** Time zone, date pattern and clock: each saved as it is picked, every date on screen following. */
export function DatePreferencesForm({ profile }: { profile: UserProfile }) {
  const update = useUpdateProfile();
  const zones = useMemo(timeZones, []);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const sample = formatDate(SAMPLE_MOMENT, "datetime");
  return (
    <section aria-label="Date and time" className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Time zone" className="col-span-2">
          {(control) => (
            <NativeSelect
              {...control}
              value={profile.timezone ?? ""}
              onChange={(event) => update.mutate({ timezone: event.target.value || null })}
            >
              <option value="">Browser's time zone ({browserZone})</option>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Date format">
          {(control) => (
            <NativeSelect
              {...control}
              value={profile.date_format}
              onChange={(event) => update.mutate({ date_format: event.target.value as DateFormat })}
            >
              {DATE_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {f === "auto" ? `${DATE_LABEL.auto} (${formatDate(SAMPLE_DAY, "long")})` : DATE_LABEL[f]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Time format">
          {(control) => (
            <NativeSelect
              {...control}
              value={profile.time_format}
              onChange={(event) => update.mutate({ time_format: event.target.value as TimeFormat })}
            >
              {TIME_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {TIME_LABEL[f]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <p className="text-xs text-fg-muted" data-testid="date-sample">
        Dates and times read like this: <span className="font-medium text-fg">{sample}</span>
      </p>
    </section>
  );
}
