export { ListLayout } from "./list-layout";
