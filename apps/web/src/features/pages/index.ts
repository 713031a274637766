/** Light entry for the shell (sidebar, live events): the screens are in ./pages, loaded with their routes. */
export { pageKeys, pageUrl } from "./api/page-keys";
export { SidebarPageTree } from "./components/sidebar-page-tree";
