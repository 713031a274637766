/**
 * The pages feature's public API: what other server features use. Page images (features/attachments)
 * check the caller's view of the page and its edit rules here.
 */
export { type PageContext, pageContext, requirePage } from "./page-context";
export { favoritePage, requireEditable } from "./pages.service";
