import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from "react-router";
import { Toaster } from "sonner";
import { TooltipProvider } from "../components/ui/tooltip";

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

type Options = {
  route?: string;
  /** Route pattern of the screen under test; defaults to the pathname of `route`. */
  path?: string;
  routes?: RouteObject[];
  queryClient?: QueryClient;
};

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/**
 * Renders a screen inside the app's providers and an in-memory router. Any route not handled lands
 * on a probe that shows where the app navigated to.
 */
export function renderWithApp(
  ui: ReactElement,
  { route = "/", path, routes = [], queryClient = createTestQueryClient() }: Options = {},
) {
  const uiPath = path ?? new URL(route, "http://localhost").pathname;
  const router = createMemoryRouter([{ path: uiPath, element: ui }, ...routes, { path: "*", element: <LocationProbe /> }], {
    initialEntries: [route],
  });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, router, queryClient };
}

/** renderHook's wrapper: a fresh query client, and the toaster that shows the hooks' messages. */
export function HookProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
