import type { IssueScope } from "../../issue-core/boot";
import type { IssuePreferences } from "../lib/preference-defaults";
import { preferenceKeys } from "./preference-keys";

// The last stored preferences of each list, kept in this browser so that a cold load can ask for the
// list's first page at boot instead of after the preferences' round trip. Only a guess: the screen
// reads the page under the preferences the server returns, so a stale guess costs one request.

type Remembered = Pick<IssuePreferences, "filters" | "displayFilters">;
type Keyed = Pick<IssueScope, "slug" | "projectId" | "id" | "preferencesId">;

const storageKey = (scope: Keyed) => `hangar:last-list:${preferenceKeys.scope(scope).join("/")}`;

export function rememberPreferences(scope: Keyed, preferences: IssuePreferences) {
  try {
    const value: Remembered = { filters: preferences.filters, displayFilters: preferences.displayFilters };
    localStorage.setItem(storageKey(scope), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the next cold load just waits for the preferences.
  }
}

export function lastPreferences(scope: Keyed): Remembered | null {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey(scope)) ?? "null") as Partial<Remembered> | null;
    if (!value || typeof value.filters !== "object" || typeof value.displayFilters !== "object") return null;
    if (!value.filters || !value.displayFilters) return null;
    return { filters: value.filters, displayFilters: value.displayFilters };
  } catch {
    return null;
  }
}
