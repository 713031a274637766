/** The estimates settings, loaded with the project settings screens. */
export { EstimatesSettings } from "./components/estimates-settings";
