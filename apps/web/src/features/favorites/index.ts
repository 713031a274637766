/** The favorites sidebar: the caller's starred things and their folders (the shell shows it; stars elsewhere edit its list through lib/favorite-list). */
export { SidebarFavorites } from "./components/sidebar-favorites";
