/** The home dashboard's screen part, loaded with the home route. */
export { HomeDashboard } from "./components/home-dashboard";
