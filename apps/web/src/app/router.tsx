import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import { AppShellSkeleton } from "../components/app-shell-skeleton";
import { setUnauthorizedHandler } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import { RequireAuth } from "./guards/require-auth";
import { RequireOnboarded } from "./guards/require-onboarded";
import { NotFoundPage } from "./pages/not-found-page";
import { RouteErrorPage } from "./pages/route-error-page";
import { WorkspaceLayout } from "./workspace/workspace-layout";
import { workspaceRoutes } from "./workspace/workspace-routes";

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    // Shown while a lazily loaded screen's code arrives on the first load of a deep link.
    hydrateFallbackElement: <AppShellSkeleton />,
    children: [
      { path: "/", lazy: () => import("./pages/auth-page").then((m) => ({ element: <m.AuthPage mode="sign-in" /> })) },
      { path: "/sign-up", lazy: () => import("./pages/auth-page").then((m) => ({ element: <m.AuthPage mode="sign-up" /> })) },
      {
        path: "/accounts/forgot-password",
        lazy: () => import("./pages/forgot-password-page").then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: "/accounts/reset-password",
        lazy: () => import("./pages/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage })),
      },
      // The invitation mail's link: it shows the invitation to visitors too, then sends them to sign in or up.
      {
        path: "/workspace-invitations",
        lazy: () => import("./pages/join-invitation-page").then((m) => ({ Component: m.JoinInvitationPage })),
      },
      // A notification mail's unsubscribe link: it works signed out, as mail is read anywhere.
      {
        path: "/mail/unsubscribe",
        lazy: () => import("./pages/mail-unsubscribe-page").then((m) => ({ Component: m.MailUnsubscribePage })),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: "/accounts/set-password",
            lazy: () => import("./pages/set-password-page").then((m) => ({ Component: m.SetPasswordPage })),
          },
          { path: "/onboarding", lazy: () => import("./pages/onboarding-page").then((m) => ({ Component: m.OnboardingPage })) },
          {
            path: "/invitations",
            lazy: () => import("./pages/invitations-page").then((m) => ({ Component: m.InvitationsPage })),
          },
          {
            path: "/accounts/verify-email",
            lazy: () => import("./pages/verify-email-page").then((m) => ({ Component: m.VerifyEmailPage })),
          },
          {
            element: <RequireOnboarded />,
            children: [
              {
                path: "/create-workspace",
                lazy: () => import("./pages/create-workspace-page").then((m) => ({ Component: m.CreateWorkspacePage })),
              },
              { path: "/:workspaceSlug", element: <WorkspaceLayout />, children: workspaceRoutes },
            ],
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/**
 * The app's router. A 401 from any /api call navigates in-app to sign-in with next_path (spec §2) and
 * drops the cached user, so the sign-in page doesn't bounce straight back on stale data.
 */
export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(routes);
  setUnauthorizedHandler((signInPath) => {
    queryClient.removeQueries({ queryKey: queryKeys.me });
    void router.navigate(signInPath, { replace: true });
  });
  return router;
}
