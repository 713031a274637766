import { appPaths } from "../../../lib/paths";
/** The human key of an issue, e.g. WEB-12. */
export function issueKey(projectIdentifier: string | undefined, sequenceId: number): string {
  return `${projectIdentifier ?? "…"}-${sequenceId}`;
}

/** A link that survives moves between views: /{slug}/browse/IDENT-N resolves to the issue wherever it lives. */
export function issueShareUrl(slug: string, key: string, origin = window.location.origin): string {
  return `${origin}/${slug}/browse/${key}`;
}

export const issuePagePath = appPaths.issue;
export const issueListPath = appPaths.issues;

/** Server validation errors read "field: message"; the field is obvious next to the input. */
export function withoutFieldPrefix(message: string): string {
  return message.replace(/^[a-z_.]+: /, "");
}
