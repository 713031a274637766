import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    name: "web",
    root: "./apps/web",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    passWithNoTests: true,
    // Tests wait for conditions, never for time; these only bite when something is really stuck, not when
    // the machine is busy (a whole-app flow that takes 1 s alone takes several under load).
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
