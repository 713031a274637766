/** What hangs off an issue: comments, reactions, links, relations, subscriptions, history, attachments. Each entry: packages/contracts/src/endpoint.ts. */
export const issueExtraEndpoints = {};
