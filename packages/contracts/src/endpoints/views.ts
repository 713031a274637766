/** Saved views, per project and workspace-wide. Each entry: packages/contracts/src/endpoint.ts. */
export const viewEndpoints = {};
