import { RESERVED_WORKSPACE_SLUGS, WORKSPACE_SLUG_MAX } from "@hangar/contracts";

const reserved = new Set<string>(RESERVED_WORKSPACE_SLUGS);

/** Keeps what a workspace URL may hold: lowercase, spaces as "-", only [a-z0-9_-], at most 48 chars. */
export function sanitizeSlug(value: string): string {
  return value
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9_-]/g, "")
    .slice(0, WORKSPACE_SLUG_MAX);
}

/** The slug suggested for a workspace name ("Acme Inc." → "acme-inc"). */
export function deriveSlug(name: string): string {
  return sanitizeSlug(name.trim());
}

/** A message when the slug can't be used whatever the server says, else null. */
export function slugProblem(slug: string): string | null {
  if (!slug) return "Workspace URL is required.";
  if (reserved.has(slug)) return "This URL is reserved. Try another one.";
  return null;
}
