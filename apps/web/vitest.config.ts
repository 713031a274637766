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
    // the machine is busy: with eight busy loops on two cores the longest flows took 16 s. A stuck
    // findBy/waitFor fails sooner, at the 15 s set in src/test/setup.ts.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
