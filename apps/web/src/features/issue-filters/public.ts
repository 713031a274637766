/**
 * The light part of issue-filters, for the route prefetcher in the app shell: the stored preferences a
 * list opens with. Everything here is in index.ts too; the menus load with the issue screens.
 */
export { lastPreferences } from "./api/last-preferences";
export { storedPreferencesQuery } from "./api/preferences-query";
