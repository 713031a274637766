/** The labels settings, loaded with the project settings screens. */
export { LabelsSettings } from "./components/labels-settings";
