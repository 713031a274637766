/** Light entry: the signed-in user, the instance's sign-in methods, sign-out. The sign-in screens are in ./pages. */
export { useAccountExists } from "./api/use-account-exists";
export { currentUserQuery, useCurrentUser, useSetSignedInUser } from "./api/use-current-user";
export { useAuthMethods, useInstance } from "./api/use-instance";
export { useSignOut } from "./api/use-sign-out";
export { StepHeading } from "./components/step-heading";
export { UnverifiedEmailBanner } from "./components/unverified-email-banner";
