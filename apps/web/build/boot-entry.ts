import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** The boot entry runs before the app only while it stays this small (gzipped) and imports no other chunk. */
const BOOT_BUDGET_BYTES = 10_000;

/**
 * The boot entry (src/boot/early.ts): a second entry of the build, injected into index.html as an async
 * module ahead of the app's, so that it runs as soon as its few kilobytes arrive, while the app shell
 * still downloads and parses, and starts the requests the first paint waits on.
 *
 * Everything it imports must stay out of the shell chunk, or it would wait for the shell after all: the
 * build captures the modules it reaches (`isBootModule`, for vite.config.ts's chunk groups) in a chunk of
 * their own, which the app's entry imports too (one instance of lib/early-requests.ts for both).
 */
export function bootEntry(root: string) {
  const entry = path.resolve(root, "src/boot/early.ts");
  const reached = new Set<string>();
  let build = false;
  // An unminified build (for readable profiles) is bigger by design: the budget holds for the shipped one.
  let minified = true;
  const plugin: Plugin = {
    name: "hangar-boot-entry",
    config(_config, env) {
      build = env.command === "build";
    },
    configResolved(config) {
      minified = config.build.minify !== false;
    },
    options(options) {
      // In dev the HTML names the entry's source (below), served as it is.
      if (!build || options.input === undefined) return;
      const input = typeof options.input === "string" ? { index: options.input } : options.input;
      if (Array.isArray(input)) return { ...options, input: [...input, entry] };
      return { ...options, input: { ...input, boot: entry } };
    },
    buildEnd() {
      // The app's modules the entry reaches through static imports. Not the contract's: its index re-exports
      // the whole API, and the chunk group brings along those the captured modules use (its
      // includeDependenciesRecursively follows the bindings actually imported, past the index).
      const visit = (id: string) => {
        if (reached.has(id) || !id.startsWith(`${root}${path.sep}src${path.sep}`)) return;
        reached.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      visit(entry);
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const src = ctx.bundle
          ? Object.values(ctx.bundle).find((chunk) => chunk.type === "chunk" && chunk.facadeModuleId === entry)?.fileName
          : undefined;
        if (ctx.bundle && !src) throw new Error("The build has no boot entry chunk (src/boot/early.ts).");
        const chunk = src && ctx.bundle ? ctx.bundle[src] : undefined;
        if (chunk?.type === "chunk") {
          if (chunk.imports.length > 0)
            throw new Error(
              `The boot entry imports ${chunk.imports.join(", ")}: it would wait for them. Keep its imports light.`,
            );
          const size = gzipSync(chunk.code, { level: 9 }).length;
          if (minified && size > BOOT_BUDGET_BYTES)
            throw new Error(`The boot entry is ${size} bytes gzipped, over its ${BOOT_BUDGET_BYTES}: keep its imports light.`);
        }
        return [
          {
            tag: "script",
            attrs: { type: "module", async: true, crossorigin: true, src: src ? `/${src}` : "/src/boot/early.ts" },
            injectTo: "head-prepend" as const,
          },
        ];
      },
    },
  };
  return { plugin, isBootModule: (id: string) => reached.has(id) };
}
