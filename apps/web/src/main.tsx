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

/**
 * Renders into #root once the document has been parsed. Usually it has been by now (the entry is a
 * deferred module), but the boot entry's preload of the screen's code (boot/start-route-requests.ts)
 * imports this module as a dependency, and from a warm cache that can run it while the page still parses.
 */
function render() {
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", render, { once: true });
else render();
