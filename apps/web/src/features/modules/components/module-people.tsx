import { Avatar } from "../../../components/ui/avatar";
import { Tooltip } from "../../../components/ui/tooltip";
import type { ModulePerson } from "../lib/use-module-people";

/** The lead's avatar, named for screen readers and in a tooltip. */
export function LeadAvatar({ lead }: { lead: ModulePerson | undefined }) {
  if (!lead) return <span className="text-xs text-fg-subtle">No lead</span>;
  return (
    <Tooltip content={`Lead: ${lead.name}`}>
      <span className="inline-flex">
        <Avatar name={lead.name} src={lead.avatar} size="sm" label={`Lead: ${lead.name}`} />
      </span>
    </Tooltip>
  );
}

/** Up to three member avatars and a "+n" for the rest. */
export function MemberAvatars({ members, max = 3 }: { members: ModulePerson[]; max?: number }) {
  if (members.length === 0) return null;
  const shown = members.slice(0, max);
  const names = members.map((m) => m.name).join(", ");
  return (
    <Tooltip content={names}>
      <span role="img" aria-label={`Members: ${names}`} className="flex items-center -space-x-1">
        {shown.map((m) => (
          <Avatar key={m.id} name={m.name} src={m.avatar} size="sm" className="ring-2 ring-surface" />
        ))}
        {members.length > max && <span className="pl-2 text-2xs text-fg-muted">+{members.length - max}</span>}
      </span>
    </Tooltip>
  );
}
