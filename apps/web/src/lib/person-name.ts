type Person = { first_name?: string | null; last_name?: string | null; display_name?: string | null; email: string };

/** A person's full name, else their display name, else their email. */
export function personName(person: Person): string {
  const full = `${person.first_name ?? ""} ${person.last_name ?? ""}`.trim();
  return full || person.display_name || person.email;
}
