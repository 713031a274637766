/** The sign-in, sign-up and password screens' forms; their routes load them on demand. */
export { AuthFlow, type AuthMode } from "./components/auth-flow";
export { ChangePasswordForm } from "./components/change-password-form";
export { ForgotPasswordForm } from "./components/forgot-password-form";
export { ResetPasswordForm } from "./components/reset-password-form";
export { SetPasswordForm } from "./components/set-password-form";
export { VerifyEmail } from "./components/verify-email";
