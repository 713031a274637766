/** Projects, their members, states, labels and estimates. Each entry: packages/contracts/src/endpoint.ts. */
export const projectEndpoints = {};
