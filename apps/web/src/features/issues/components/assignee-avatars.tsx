import type { MemberDetail } from "@hangar/contracts";
import { Avatar } from "../../../components/ui/avatar";
import { personName } from "../../../lib/person-name";

const SHOWN = 3;

/** Up to three faces, then "+N"; the whole stack is announced once with every name. */
export function AssigneeAvatars({ ids, membersById }: { ids: string[]; membersById: Map<string, MemberDetail> }) {
  if (ids.length === 0) return null;
  const people = ids.map((id) => membersById.get(id));
  const names = people.map((p) => (p ? personName(p) : "Unknown member"));
  return (
    <span role="img" aria-label={`Assignees: ${names.join(", ")}`} className="flex items-center -space-x-1">
      {people.slice(0, SHOWN).map((person, index) => (
        <Avatar
          key={ids[index]}
          name={names[index]}
          src={person?.avatar_url ?? person?.avatar}
          size="sm"
          className="ring-2 ring-surface"
        />
      ))}
      {ids.length > SHOWN && (
        <span aria-hidden className="z-10 pl-1.5 text-2xs text-fg-muted">
          +{ids.length - SHOWN}
        </span>
      )}
    </span>
  );
}
