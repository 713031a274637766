/** The account settings screens; the router loads them on demand. */
export { AccountSettingsLayout } from "./components/account-settings-layout";
export {
  AccountActivityPage,
  AccountAppearancePage,
  AccountNotificationsPage,
  AccountProfilePage,
  AccountSecurityPage,
  AccountSessionsPage,
} from "./pages/account-pages";
