import { PROJECT_IDENTIFIER_MAX } from "@hangar/contracts";

const SINGLE_WORD_LENGTH = 3;

function words(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/**
 * An identifier from a project name: the initials of a multi-word name ("Mobile App Redesign" → "MAR"),
 * the first letters of a single word ("Website" → "WEB"), uppercase letters and digits only.
 */
export function suggestIdentifier(name: string): string {
  const parts = words(name);
  if (parts.length === 0) return "";
  const raw = parts.length === 1 ? parts[0].slice(0, SINGLE_WORD_LENGTH) : parts.map((word) => word[0]).join("");
  return raw.toUpperCase().slice(0, PROJECT_IDENTIFIER_MAX);
}

/** What the user types into the identifier field, reduced to what the server accepts. */
export function sanitizeIdentifier(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, PROJECT_IDENTIFIER_MAX);
}
