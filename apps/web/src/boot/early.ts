// The boot entry: a few kilobytes that run as soon as they arrive, while the app shell still downloads
// and parses, to start the requests the first paint waits on (see start-route-requests.ts). Injected
// into index.html by the build (vite.config.ts) as an async module, ahead of the app's entry.
import { startRouteRequests } from "./start-route-requests";

startRouteRequests(window.location.pathname);
