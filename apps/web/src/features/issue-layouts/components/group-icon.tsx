import { Boxes, CircleDashed, FolderKanban, RefreshCcw } from "lucide-react";
import { Avatar } from "../../../components/ui/avatar";
import { PriorityIcon } from "../../issue-core";
import type { GroupMeta } from "../lib/group-meta";

/** The glyph of a group: a state's colored ring, a label swatch, a person's face, a priority bar… */
export function GroupIcon({ meta }: { meta: GroupMeta }) {
  switch (meta.kind) {
    case "state":
    case "state_group":
      return (
        <span
          aria-hidden
          className="size-3 shrink-0 rounded-full border-2"
          style={{
            borderColor: meta.color,
            backgroundColor: meta.stateGroup === "completed" || meta.stateGroup === "cancelled" ? meta.color : undefined,
          }}
        />
      );
    case "label":
      return <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: meta.color }} />;
    case "priority":
      return meta.priority ? <PriorityIcon priority={meta.priority} /> : null;
    case "person":
      return <Avatar name={meta.name} src={meta.avatar} size="xs" />;
    case "cycle":
      return <RefreshCcw className="size-3.5 shrink-0 text-fg-subtle" aria-hidden />;
    case "module":
      return <Boxes className="size-3.5 shrink-0 text-fg-subtle" aria-hidden />;
    case "project":
      return <FolderKanban className="size-3.5 shrink-0 text-fg-subtle" aria-hidden />;
    default:
      return <CircleDashed className="size-3.5 shrink-0 text-fg-subtle" aria-hidden />;
  }
}
