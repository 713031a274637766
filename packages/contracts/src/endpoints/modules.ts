/** Modules. Each entry: packages/contracts/src/endpoint.ts. */
export const moduleEndpoints = {};
