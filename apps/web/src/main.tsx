import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { prefetchRoute } from "./app/prefetch-route";
import { Providers } from "./app/providers";
import { createAppRouter } from "./app/router";
import { queryClient } from "./lib/query-client";
import "./index.css";

const router = createAppRouter(queryClient);
prefetchRoute(queryClient, window.location.pathname);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
