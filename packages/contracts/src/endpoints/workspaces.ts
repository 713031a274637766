/** The instance, accounts and sign-in, users, workspaces, their members and invitations, profiles. Each entry: packages/contracts/src/endpoint.ts. */
export const workspaceEndpoints = {};
