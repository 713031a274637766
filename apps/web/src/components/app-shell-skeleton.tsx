/**
 * The app's frame before its data arrives: the sidebar and a page header where the real ones will be,
 * instead of a lone spinner. index.html holds the same markup, so a cold load shows it before any
 * script has run; keep the two alike.
 */
export function AppShellSkeleton() {
  return (
    <div className="flex h-full" role="status" aria-label="Loading">
      <div className="flex w-60 shrink-0 flex-col gap-2 border-r border-border bg-sidebar p-2">
        <div className="h-8 rounded-md bg-surface-active" />
        <div className="mt-2 h-5 w-3/4 rounded bg-surface-hover" />
        <div className="h-5 w-2/3 rounded bg-surface-hover" />
        <div className="h-5 w-1/2 rounded bg-surface-hover" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex h-12 shrink-0 items-center border-b border-border px-4">
          <div className="h-4 w-48 rounded bg-surface-hover" />
        </div>
      </div>
    </div>
  );
}
