export { moduleKeys } from "./api/module-keys";
export { ModuleDetailPage } from "./components/module-detail-page";
export { ModulesPage } from "./components/modules-page";
