/** Loaded on demand by the workspace routes: the cycle screens bring the charts with them. */
export { CycleDetailPage } from "./components/cycle-detail-page";
export { CyclesPage } from "./components/cycles-page";
