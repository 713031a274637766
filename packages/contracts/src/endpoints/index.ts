import { cycleEndpoints } from "./cycles";

export { cycleEndpoints };

/** Every endpoint of the API, per feature: the server registers each, and a test checks none is left out. */
export const endpointTable = {
  cycles: cycleEndpoints,
};
