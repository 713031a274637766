/**
 * The states feature's public API: what other server features use. Import from "../states", never from its
 * files. Projects seed the default states of a new project.
 */
export { seedDefaultStates } from "./states.service";
