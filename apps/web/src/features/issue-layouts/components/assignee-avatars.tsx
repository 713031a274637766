import { Avatar } from "../../../components/ui/avatar";
import type { PersonRef } from "../../issue-core";

const SHOWN = 3;

/** Up to three faces, then "+N"; the whole stack is announced once with every name. */
export function AssigneeAvatars({ ids, peopleById }: { ids: string[]; peopleById: Map<string, PersonRef> }) {
  if (ids.length === 0) return null;
  const people = ids.map((id) => peopleById.get(id));
  const names = people.map((p) => p?.name ?? "Unknown member");
  return (
    <span role="img" aria-label={`Assignees: ${names.join(", ")}`} className="flex shrink-0 items-center -space-x-1">
      {people.slice(0, SHOWN).map((person, index) => (
        <Avatar key={ids[index]} name={names[index]} src={person?.avatar} size="sm" className="ring-2 ring-surface" />
      ))}
      {ids.length > SHOWN && (
        <span aria-hidden className="z-10 pl-1.5 text-2xs text-fg-muted">
          +{ids.length - SHOWN}
        </span>
      )}
    </span>
  );
}
