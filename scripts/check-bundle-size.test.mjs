import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { measureRoute } from "./check-bundle-size.mjs";

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "check-bundle-size.mjs");

/** A built app in miniature: an entry importing a shared chunk, a lazy board chunk, and a lazy chunk the board never loads. */
function fixtureDist(boardBytes) {
  const dist = mkdtempSync(path.join(os.tmpdir(), "bundle-size-"));
  mkdirSync(path.join(dist, ".vite"));
  mkdirSync(path.join(dist, "assets"));
  const files = {
    "assets/index.js": Buffer.from("console.log('entry');".repeat(50)),
    "assets/shared.js": Buffer.from("export const shared = 1;".repeat(50)),
    // Random bytes do not compress: the gzipped size stays about the raw size.
    "assets/board.js": randomBytes(boardBytes),
    "assets/editor.js": randomBytes(400_000),
  };
  for (const [file, bytes] of Object.entries(files)) writeFileSync(path.join(dist, file), bytes);
  const manifest = {
    "index.html": {
      file: "assets/index.js",
      isEntry: true,
      imports: ["_shared.js"],
      dynamicImports: ["_board.js", "_editor.js"],
    },
    "_shared.js": { file: "assets/shared.js" },
    "_board.js": { file: "assets/board.js", imports: ["index.html", "_shared.js"], dynamicImports: ["_editor.js"] },
    "_editor.js": { file: "assets/editor.js", imports: ["index.html"] },
  };
  const chunkModules = {
    "assets/index.js": ["src/main.tsx", "src/app/workspace/project-issues-route.tsx"],
    "assets/shared.js": ["src/lib/api.ts"],
    "assets/board.js": [
      "src/features/issues/project-issues-page.tsx",
      "src/features/issue-layouts/board/board-layout.tsx",
      "src/features/views/components/save-project-view-action.tsx",
    ],
    "assets/editor.js": ["src/components/editor/rich-text-editor.tsx"],
  };
  writeFileSync(path.join(dist, ".vite/manifest.json"), JSON.stringify(manifest));
  writeFileSync(path.join(dist, ".vite/chunk-modules.json"), JSON.stringify(chunkModules));
  return dist;
}

const routeModules = ["src/features/issues/project-issues-page.tsx", "src/features/issue-layouts/board/board-layout.tsx"];

describe("check-bundle-size", () => {
  it("counts the entry, the route's chunks and their static imports, not lazy chunks beyond them", () => {
    const route = measureRoute(fixtureDist(10_000), routeModules);
    expect(route.files.map((f) => f.file).sort()).toEqual(["assets/board.js", "assets/index.js", "assets/shared.js"]);
    expect(route.gzip).toBeGreaterThan(10_000);
    expect(route.gzip).toBeLessThan(11_000);
  });

  it("fails naming the figure when the first route is over the budget, passes under it", () => {
    const dist = fixtureDist(300_000);
    const over = spawnSync(process.execPath, [script, "--dist", dist, "--budget", "250000"], { encoding: "utf8" });
    expect(over.status).toBe(1);
    expect(over.stdout).toMatch(/the board's first load is 30\d\.\d KB of JavaScript gzipped .*OVER the budget of 250\.0 KB/);
    const under = spawnSync(process.execPath, [script, "--dist", dist, "--budget", "400000"], { encoding: "utf8" });
    expect(under.status).toBe(0);
    expect(under.stdout).toMatch(/within the budget of 400\.0 KB/);
  });

  it("fails when a route module is in no chunk, rather than measuring less than the route loads", () => {
    expect(() => measureRoute(fixtureDist(1_000), ["src/features/issues/renamed.tsx"])).toThrow(
      /No chunk holds src\/features\/issues\/renamed\.tsx/,
    );
  });
});
