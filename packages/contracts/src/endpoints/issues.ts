/** Issues, lists, bulk edits, archive, sub-issues and drafts. Each entry: packages/contracts/src/endpoint.ts. */
export const issueEndpoints = {};
