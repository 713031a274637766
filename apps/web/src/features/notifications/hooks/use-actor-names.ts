import { useMemo } from "react";
import { personName } from "../../../lib/person-name";
import { useWorkspaceMembers } from "../../workspaces";

/**
 * The names people go by on every other screen (lib/person-name.ts), by user id: a notification names its
 * actor by display name only, and a row should say "Ada Lovelace" as the activity does.
 */
export function useActorNames(slug: string): ReadonlyMap<string, string> {
  const members = useWorkspaceMembers(slug);
  return useMemo(() => new Map((members.data ?? []).map((row) => [row.member.id, personName(row.member)])), [members.data]);
}
