/**
 * What the boot script (boot/early-requests.ts) needs of issue-core before the app has loaded: no React,
 * no query client, no store. Everything here is in index.ts too.
 */
export { type IssueScope, projectScope, type ScopePreferences } from "./lib/issue-scope";
export { firstPageRequest } from "./lib/view-params";
