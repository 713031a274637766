import type { MemberDetail } from "@hangar/contracts";

/** A member's full name, else their display name, else their email. */
export function memberName(member: Pick<MemberDetail, "display_name" | "first_name" | "last_name" | "email">): string {
  const full = `${member.first_name ?? ""} ${member.last_name ?? ""}`.trim();
  return full || member.display_name || member.email;
}
