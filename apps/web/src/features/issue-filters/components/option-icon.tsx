import { Avatar } from "../../../components/ui/avatar";
import { PriorityIcon } from "../../issue-core";
import type { FilterOption } from "../lib/filter-definitions";

/** The swatch, avatar or priority glyph before an option's name; decorative, the name says it all. */
export function OptionIcon({ option }: { option: FilterOption }) {
  if (option.priority) return <PriorityIcon priority={option.priority} />;
  if (option.avatar !== undefined) return <Avatar name={option.label} src={option.avatar} size="xs" />;
  if (option.color)
    return <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: option.color }} />;
  return null;
}
