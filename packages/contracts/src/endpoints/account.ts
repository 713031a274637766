import { z } from "zod";
import {
  accountSessionSchema,
  createAvatarBody,
  createAvatarResponseSchema,
  signedOutSessionsSchema,
  userActivityPageSchema,
  userActivityQuery,
} from "../account";
import {
  authForm,
  authMessageSchema,
  changePasswordBody,
  csrfTokenSchema,
  emailCheckBody,
  emailCheckResponseSchema,
  forgotPasswordBody,
  magicGenerateBody,
  magicGenerateResponseSchema,
  magicSignInBody,
  resetPasswordBody,
  setPasswordBody,
  signedOutSchema,
  signInBody,
  signUpBody,
  verifyEmailBody,
} from "../auth";
import { ROLE } from "../constants";
import { endpoint, noContent } from "../endpoint";
import { instanceInfoSchema } from "../instance";
import {
  instanceAdminStatusSchema,
  onboardBody,
  projectRolesSchema,
  tourCompletedBody,
  updateProfileBody,
  updateUserBody,
  userProfileSchema,
  userSchema,
  userSettingsSchema,
} from "../user";
import { workspaceSchema } from "../workspace";

const me = "/api/users/me";
const workspace = "/api/workspaces/:slug";
const _project = `${workspace}/projects/:projectId`;
const anyMember = { workspace: ROLE.GUEST } as const;
const _admin = { workspace: ROLE.ADMIN } as const;
const sessionId = z.uuid({ message: "sessionId must be a UUID" });
const assetId = z.uuid({ message: "assetId must be a UUID" });
/**
 * Each auth step is limited per client address. `max` is AUTH_RATE_LIMIT's default: the server applies the
 * configured value (auth.routes.ts).
 */
const AUTH_RATE_LIMIT = { max: 30, timeWindow: "1 minute" } as const;
const signIn = { access: "public", rateLimit: AUTH_RATE_LIMIT } as const;

/** The instance, accounts and sign-in, the caller's own user. Each entry: packages/contracts/src/endpoint.ts. */
export const accountEndpoints = {
  // The instance (spec §8).
  instance: endpoint({
    method: "GET",
    path: "/api/instances/",
    access: "public",
    response: instanceInfoSchema,
    summary: "The instance and the sign-in methods it offers",
  }),

  // Sign-in (spec §8): auth forms answer the spec's error codes, and the sign-ins start a session (cookie).
  csrfToken: endpoint({
    method: "GET",
    path: "/auth/get-csrf-token/",
    access: "public",
    response: csrfTokenSchema,
    summary: "A CSRF token, also set as the csrftoken cookie",
  }),
  emailCheck: endpoint({
    method: "POST",
    path: "/auth/email-check/",
    ...signIn,
    body: authForm(emailCheckBody),
    response: emailCheckResponseSchema,
    summary: "Whether an account has this email and how it signs in",
  }),
  signUp: endpoint({
    method: "POST",
    path: "/auth/sign-up/",
    ...signIn,
    body: authForm(signUpBody),
    response: userSchema,
    summary: "Create an account with a password and sign in (sets the session cookie)",
  }),
  signIn: endpoint({
    method: "POST",
    path: "/auth/sign-in/",
    ...signIn,
    body: authForm(signInBody),
    response: userSchema,
    summary: "Sign in with a password (sets the session cookie)",
  }),
  magicGenerate: endpoint({
    method: "POST",
    path: "/auth/magic-generate/",
    ...signIn,
    body: authForm(magicGenerateBody),
    response: magicGenerateResponseSchema,
    summary: "Mail a sign-in code",
  }),
  magicSignIn: endpoint({
    method: "POST",
    path: "/auth/magic-sign-in/",
    ...signIn,
    body: authForm(magicSignInBody),
    response: userSchema,
    summary: "Sign in (or up) with a mailed code (sets the session cookie)",
  }),
  signOut: endpoint({
    method: "POST",
    path: "/auth/sign-out/",
    access: "public",
    form: true,
    response: signedOutSchema,
    summary: "End the session; a browser form post is redirected (302) to /",
  }),
  forgotPassword: endpoint({
    method: "POST",
    path: "/auth/forgot-password/",
    ...signIn,
    body: authForm(forgotPasswordBody),
    response: authMessageSchema,
    summary: "Mail a password reset link",
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/auth/reset-password/",
    ...signIn,
    body: authForm(resetPasswordBody),
    response: userSchema,
    summary: "Set a new password from a reset link, end every session and sign in",
  }),
  setPassword: endpoint({
    method: "POST",
    path: "/auth/set-password/",
    access: "signed-in",
    rateLimit: AUTH_RATE_LIMIT,
    body: authForm(setPasswordBody),
    response: authMessageSchema,
    summary: "Set a first password on an account made by a mailed code",
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/auth/change-password/",
    access: "signed-in",
    rateLimit: AUTH_RATE_LIMIT,
    body: authForm(changePasswordBody),
    response: authMessageSchema,
    summary: "Change the password; every other session ends",
  }),
  sendEmailVerification: endpoint({
    method: "POST",
    path: `${me}/email-verification/`,
    access: "signed-in",
    rateLimit: AUTH_RATE_LIMIT,
    response: authMessageSchema,
    summary: "Mail the caller a link that proves their address",
  }),
  confirmEmailVerification: endpoint({
    method: "POST",
    path: `${me}/email-verification/confirm/`,
    access: "signed-in",
    rateLimit: AUTH_RATE_LIMIT,
    body: verifyEmailBody,
    response: userSchema,
    summary: "Prove the caller's address with the mailed link's token",
  }),

  // The signed-in user.
  me: endpoint({ method: "GET", path: `${me}/`, access: "signed-in", response: userSchema, summary: "The caller" }),
  updateMe: endpoint({
    method: "PATCH",
    path: `${me}/`,
    access: "signed-in",
    body: updateUserBody,
    response: userSchema,
    summary: "Change the caller's name, display name or avatar",
  }),
  deactivateMe: endpoint({
    method: "DELETE",
    path: `${me}/`,
    access: "signed-in",
    response: noContent,
    status: 204,
    summary: "Deactivate the caller's account and sign out (refused for a workspace's only admin)",
  }),
  myProfile: endpoint({
    method: "GET",
    path: `${me}/profile/`,
    access: "signed-in",
    response: userProfileSchema,
    summary: "The caller's profile: onboarding, theme, last workspace",
  }),
  updateMyProfile: endpoint({
    method: "PATCH",
    path: `${me}/profile/`,
    access: "signed-in",
    body: updateProfileBody,
    response: userProfileSchema,
    summary: "Change the caller's profile",
  }),
  mySettings: endpoint({
    method: "GET",
    path: `${me}/settings/`,
    access: "signed-in",
    response: userSettingsSchema,
    summary: "Where the caller lands: their last (or fallback) workspace and pending invitations",
  }),
  onboard: endpoint({
    method: "PATCH",
    path: `${me}/onboard/`,
    access: "signed-in",
    body: onboardBody,
    response: userProfileSchema,
    summary: "Mark onboarding done (every step with it) or not",
  }),
  tourCompleted: endpoint({
    method: "PATCH",
    path: `${me}/tour-completed/`,
    access: "signed-in",
    body: tourCompletedBody,
    response: userProfileSchema,
    summary: "Mark the product tour done or not",
  }),
  myWorkspaces: endpoint({
    method: "GET",
    path: `${me}/workspaces/`,
    access: "signed-in",
    response: z.array(workspaceSchema),
    summary: "The workspaces the caller is an active member of, with their role",
  }),
  instanceAdmin: endpoint({
    method: "GET",
    path: `${me}/instance-admin/`,
    access: "signed-in",
    response: instanceAdminStatusSchema,
    summary: "Whether the caller is an instance admin",
  }),
  myProjectRoles: endpoint({
    method: "GET",
    path: `${me}/workspaces/:slug/project-roles/`,
    access: anyMember,
    response: projectRolesSchema,
    summary: "The caller's role in each project of the workspace they belong to",
  }),

  // The caller's sessions (account settings): each user sees and ends only their own.
  mySessions: endpoint({
    method: "GET",
    path: `${me}/sessions/`,
    access: "signed-in",
    response: z.array(accountSessionSchema),
    summary: "The caller's signed-in sessions, newest first, the current one marked",
  }),
  signOutSession: endpoint({
    method: "DELETE",
    path: `${me}/sessions/:sessionId/`,
    params: { sessionId },
    access: "signed-in",
    response: noContent,
    status: 204,
    summary: "End one of the caller's other sessions (the current one ends with sign-out)",
  }),
  signOutOtherSessions: endpoint({
    method: "POST",
    path: `${me}/sessions/sign-out-others/`,
    access: "signed-in",
    response: signedOutSessionsSchema,
    summary: "End every session of the caller but the current one",
  }),
  myActivities: endpoint({
    method: "GET",
    path: `${me}/activities/`,
    access: "signed-in",
    query: userActivityQuery,
    response: userActivityPageSchema,
    summary: "What the caller did to issues they may still read, newest first",
  }),

  // The caller's avatar: uploaded through the workspace they are in (files are kept per workspace), then
  // served to any signed-in user, as avatars show wherever the person appears.
  createAvatar: endpoint({
    method: "POST",
    path: `${workspace}/user-avatar/`,
    access: anyMember,
    body: createAvatarBody,
    response: createAvatarResponseSchema,
    status: 201,
    summary: "Reserve an avatar image and get the signed form the browser uploads it with",
  }),
  completeAvatar: endpoint({
    method: "PATCH",
    path: `${workspace}/user-avatar/:assetId/`,
    params: { assetId },
    access: anyMember,
    response: userSchema,
    summary: "Make an uploaded image the caller's avatar (answers the caller)",
  }),
  avatarImage: endpoint({
    method: "GET",
    path: "/api/assets/v2/avatars/:assetId/",
    params: { assetId },
    access: "signed-in",
    response: z.file().describe("The avatar image, or with object storage a 302 redirect to a short-lived signed link"),
    summary: "An avatar image",
  }),
};
