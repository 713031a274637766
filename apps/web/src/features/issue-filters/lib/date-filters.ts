import { formatDate } from "../../../lib/dates";

/** Presets of a date filter: the spec's fixed ones (§9) and the relative ones the server resolves. */
export const DATE_PRESETS: { value: string; label: string }[] = [
  { value: "today", label: "Today" },
  { value: "yesterday", label: "Yesterday" },
  { value: "last_7_days", label: "Last 7 days" },
  { value: "last_30_days", label: "Last 30 days" },
  { value: "1_weeks;after;fromnow", label: "From 1 week from now" },
  { value: "2_weeks;after;fromnow", label: "From 2 weeks from now" },
  { value: "1_months;after;fromnow", label: "From 1 month from now" },
  { value: "2_months;after;fromnow", label: "From 2 months from now" },
  { value: "1_weeks;before;fromnow", label: "Within the next week" },
  { value: "1_months;before;fromnow", label: "Within the next month" },
  { value: "1_weeks;after;ago", label: "Since 1 week ago" },
  { value: "1_months;after;ago", label: "Since 1 month ago" },
];

const presetLabels = new Map(DATE_PRESETS.map((p) => [p.value, p.label]));
const ABSOLUTE = /^(\d{4}-\d{2}-\d{2});(after|before)$/;
const RELATIVE = /^(\d+)_(days|weeks|months);(after|before);(fromnow|ago)$/;

/** How one date token reads in a chip: "Today", "After Mar 1, 2025", "Before 3 weeks from now". */
export function dateTokenLabel(token: string): string {
  const preset = presetLabels.get(token);
  if (preset) return preset;
  const abs = ABSOLUTE.exec(token);
  if (abs) return `${abs[2] === "after" ? "After" : "Before"} ${formatDate(abs[1], "long")}`;
  const rel = RELATIVE.exec(token);
  if (rel) {
    const n = Number(rel[1]);
    const unit = rel[2].replace(/s$/, "");
    return `${rel[3] === "after" ? "After" : "Before"} ${n} ${unit}${n === 1 ? "" : "s"} ${rel[4] === "fromnow" ? "from now" : "ago"}`;
  }
  return token;
}

/** A custom range as tokens (both sides optional), the form the server ANDs into one range. */
export function customRangeTokens(from: string, to: string): string[] {
  const tokens: string[] = [];
  if (from) tokens.push(`${from};after`);
  if (to) tokens.push(`${to};before`);
  return tokens;
}
