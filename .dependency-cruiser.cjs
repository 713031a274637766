/**
 * Feature boundaries (issue 15, DESIGN "Layout"): a feature is used through its public index, never by
 * reaching into its files; a server feature never queries another feature's tables through its repo; and
 * no two features depend on each other. `npm run lint` runs this beside Biome.
 */
/**
 * What a web feature offers the rest of the app: its index (kept light: hooks, queries, small parts); its
 * public.ts, the light part of an index that is itself heavy, for code that loads with the shell; its
 * boot.ts, what the boot entry (src/boot/) runs before the app, without React or the query client; its
 * pages.ts, the screens and big parts (settings, forms) that load on demand, for the router and other
 * features' screens; and its query-key factory. Everything an index reaches lands in the chunk of whoever
 * imports it, so a screen exported from an index would ride along with every hook user.
 */
const WEB_FEATURE_PUBLIC = [
  "^apps/web/src/features/[^/]+/(index|public|pages|boot)\\.tsx?$",
  "^apps/web/src/features/[^/]+/api/[^/]+-keys\\.ts$",
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "web-toast-through-lib",
      comment:
        "Show toasts through apps/web/src/lib/toast.ts: it loads the toast library after the first paint. A " +
        "static import of sonner puts it back on the first route.",
      severity: "error",
      from: {
        path: "^apps/web/src/",
        pathNot: [
          "^apps/web/src/lib/toast\\.ts$",
          "^apps/web/src/components/toaster-host\\.tsx$",
          "\\.test\\.tsx?$",
          "^apps/web/src/test/",
          "test-(page|fixtures)\\.tsx$",
        ],
      },
      to: { path: "node_modules/sonner/", dependencyTypesNot: ["type-only", "dynamic-import"] },
    },
    {
      name: "contracts-domain-schema-free",
      comment:
        "packages/contracts/src/domain holds the values and rules the browser runs: it must not load zod or a " +
        "schema module (type imports are fine), or the first route pays for every schema of the API again.",
      severity: "error",
      from: { path: "^packages/contracts/src/domain/" },
      to: {
        path: ["node_modules/zod/", "^packages/contracts/src/[^/]+\\.ts$"],
        pathNot: ["^packages/contracts/src/constants\\.ts$"],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "web-feature-deep-import",
      comment:
        "Import another web feature through its index.ts (its public API), not its files. Its query-key factory " +
        "(api/*-keys.ts) is public too: the live handler and other features invalidate by it, and some indexes are " +
        "lazy page bundles that must not be pulled into the importer's chunk.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: {
        path: "^apps/web/src/features/[^/]+/",
        pathNot: ["^apps/web/src/features/$1/", ...WEB_FEATURE_PUBLIC],
      },
    },
    {
      name: "web-shell-deep-import",
      comment:
        "The app shell, shared components and lib use a feature through its index.ts (or its key factory); the " +
        "router also loads a feature's on-demand screens from its pages.ts.",
      severity: "error",
      from: { path: "^apps/web/src/", pathNot: "^apps/web/src/features/" },
      to: {
        path: "^apps/web/src/features/[^/]+/",
        pathNot: [...WEB_FEATURE_PUBLIC, "^apps/web/src/features/[^/]+/pages\\.tsx?$"],
      },
    },
    {
      name: "feature-cycle",
      comment: "Two features that need each other share a core instead (move what both use below them).",
      severity: "error",
      scope: "folder",
      from: { path: "^apps/web/src/features/([^/]+)$" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1(/|$)", circular: true },
    },
    {
      name: "server-deep-import",
      comment:
        "A server feature uses another through its index.ts (its public API), not its files. Server features " +
        "may call each other's services both ways (issues, cycles and modules form a web of services); only " +
        "web features are held to feature-cycle.",
      severity: "error",
      from: { path: "^apps/server/src/features/([^/]+)/" },
      to: {
        path: "^apps/server/src/features/[^/]+/",
        pathNot: ["^apps/server/src/features/$1/", "^apps/server/src/features/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "server-foreign-repo",
      comment: "A server feature reads another feature's tables through that feature's service, never its repo.",
      severity: "error",
      from: { path: "^apps/server/src/features/([^/]+)/" },
      to: { path: "^apps/server/src/features/[^/]+/.*\\.repo\\.ts$", pathNot: "^apps/server/src/features/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(\\.test\\.tsx?$|/test/|test-kit|test-fixtures)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
