/** Light entry: the project's states. The settings screen is in ./pages. */
export { statesQuery, useStates } from "./api/use-states";
