import { ChevronDown } from "lucide-react";
import { Avatar } from "../../../components/ui/avatar";
import { Popover, PopoverContent, PopoverTrigger } from "../../../components/ui/popover";
import { cn } from "../../../lib/cn";
import type { ModulePerson } from "../lib/use-module-people";

type MemberPickerProps = {
  id?: string;
  label: string;
  people: ModulePerson[];
  selected: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
};

/** Picks several project members; the trigger names who is picked. */
export function MemberPicker({ id, label, people, selected, onChange, disabled }: MemberPickerProps) {
  const names = people.filter((p) => selected.includes(p.id)).map((p) => p.name);
  return (
    <Popover>
      <PopoverTrigger
        id={id}
        aria-label={label}
        disabled={disabled}
        className="flex h-8 w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-border bg-surface px-2.5 text-left text-sm shadow-xs hover:border-border-strong focus:ring-2 focus:ring-ring focus:outline-none disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span className={cn("truncate", names.length === 0 && "text-fg-subtle")}>
          {names.length === 0 ? "No members" : names.join(", ")}
        </span>
        <ChevronDown className="size-3.5 shrink-0 text-fg-subtle" aria-hidden />
      </PopoverTrigger>
      <PopoverContent aria-label={`${label} options`} className="max-h-72 w-64 overflow-y-auto p-1">
        {people.length === 0 && <p className="px-2 py-1.5 text-xs text-fg-subtle">No project members</p>}
        <ul className="space-y-0.5">
          {people.map((person) => {
            const checked = selected.includes(person.id);
            return (
              <li key={person.id}>
                <label className="flex h-7 cursor-pointer items-center gap-2 rounded px-2 text-sm hover:bg-surface-hover">
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() => onChange(checked ? selected.filter((x) => x !== person.id) : [...selected, person.id])}
                    className="size-3.5 accent-accent"
                  />
                  <Avatar name={person.name} src={person.avatar} size="xs" />
                  <span className="truncate">{person.name}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
