/** The states settings, loaded with the project settings screens. */
export { StatesSettings } from "./components/states-settings";
