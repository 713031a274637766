import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import { PageSpinner } from "../components/ui/spinner";
import { setUnauthorizedHandler } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import { RequireAuth } from "./guards/require-auth";
import { RequireOnboarded } from "./guards/require-onboarded";
import { AuthPage } from "./pages/auth-page";
import { CreateWorkspacePage } from "./pages/create-workspace-page";
import { ForgotPasswordPage } from "./pages/forgot-password-page";
import { InvitationsPage } from "./pages/invitations-page";
import { JoinInvitationPage } from "./pages/join-invitation-page";
import { NotFoundPage } from "./pages/not-found-page";
import { OnboardingPage } from "./pages/onboarding-page";
import { ResetPasswordPage } from "./pages/reset-password-page";
import { RouteErrorPage } from "./pages/route-error-page";
import { SetPasswordPage } from "./pages/set-password-page";
import { VerifyEmailPage } from "./pages/verify-email-page";
import { WorkspaceLayout } from "./workspace/workspace-layout";
import { workspaceRoutes } from "./workspace/workspace-routes";

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    // Shown while a lazily loaded screen's code arrives on the first load of a deep link.
    hydrateFallbackElement: <PageSpinner label="Loading" />,
    children: [
      { path: "/", element: <AuthPage mode="sign-in" /> },
      { path: "/sign-up", element: <AuthPage mode="sign-up" /> },
      { path: "/accounts/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/accounts/reset-password", element: <ResetPasswordPage /> },
      // The invitation mail's link: it shows the invitation to visitors too, then sends them to sign in or up.
      { path: "/workspace-invitations", element: <JoinInvitationPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: "/accounts/set-password", element: <SetPasswordPage /> },
          { path: "/onboarding", element: <OnboardingPage /> },
          { path: "/invitations", element: <InvitationsPage /> },
          { path: "/accounts/verify-email", element: <VerifyEmailPage /> },
          {
            element: <RequireOnboarded />,
            children: [
              { path: "/create-workspace", element: <CreateWorkspacePage /> },
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
