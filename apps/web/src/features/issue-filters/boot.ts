/**
 * What the boot script (boot/early-requests.ts) needs of issue-filters before the app has loaded: the
 * preferences a list opens with, without React or the query client. Everything here is in index.ts too.
 */
export { lastPreferences } from "./api/last-preferences";
export { withDefaults } from "./lib/preference-defaults";
