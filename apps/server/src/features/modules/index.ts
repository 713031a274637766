/**
 * The modules feature's public API: what other server features use. Import from "../modules", never from
 * its files. Issues put an issue into modules when it is created or updated with modules.
 */
export { addModuleIssues } from "./module-issues.service";
export { favoriteModule } from "./modules.service";
