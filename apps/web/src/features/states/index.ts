export { statesQuery, useStates } from "./api/use-states";
export { StatesSettings } from "./components/states-settings";
