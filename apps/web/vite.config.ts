import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// `npm run dev` starts the API on PORT (default 3000); the dev server proxies to it.
const apiOrigin = `http://127.0.0.1:${process.env.PORT || 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      // ws: the live-updates WebSocket lives under /api/workspaces/{slug}/events/live/.
      "/api": { target: apiOrigin, ws: true, changeOrigin: false },
      "/auth": { target: apiOrigin, changeOrigin: false },
      "/live": { target: apiOrigin, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
  },
});
