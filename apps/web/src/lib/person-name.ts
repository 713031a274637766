type Person = { first_name?: string | null; last_name?: string | null; display_name?: string | null; email?: string | null };

/**
 * The one name a person goes by on every screen (lists, pickers, activity, comments, profile): their
 * full name, else their display name, else their email. Avatars take it too, so the initials and color
 * match wherever the person appears. @mentions alone use the display name, as a handle.
 */
export function personName(person: Person): string {
  const full = `${person.first_name ?? ""} ${person.last_name ?? ""}`.trim();
  return full || person.display_name || person.email || "";
}
