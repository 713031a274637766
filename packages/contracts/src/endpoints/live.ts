/** The live event channel. Each entry: packages/contracts/src/endpoint.ts. */
export const liveEndpoints = {};
