export { PageScreen } from "./components/page-screen";
export { PagesPage } from "./components/pages-page";
