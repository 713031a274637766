import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          root: "./apps/server",
          include: ["src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
          globalSetup: ["src/test/global-setup.ts"],
          setupFiles: ["src/test/setup-file.ts"],
        },
      },
      "./apps/web/vitest.config.ts",
      { test: { name: "scripts", root: "./scripts", include: ["*.test.mjs"], environment: "node" } },
    ],
  },
});
