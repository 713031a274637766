import { HOME_WIDGET_META, type HomeWidgetKey } from "@hangar/contracts";
import { EyeOff, type LucideIcon, MoreHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../../components/ui/dropdown-menu";
import { EmptyState } from "../../../components/ui/empty-state";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";

type WidgetCardProps = {
  widgetKey: HomeWidgetKey;
  /** Controls on the header's right (tabs, a filter, "Add"). */
  actions?: ReactNode;
  /** Hides the widget from the home (its menu's one item). */
  onHide?: () => void;
  children: ReactNode;
  className?: string;
};

/** One widget of the home: a titled card whose body loads, fails and empties on its own. */
export function WidgetCard({ widgetKey, actions, onHide, children, className }: WidgetCardProps) {
  const titleId = `home-widget-${widgetKey}`;
  const label = HOME_WIDGET_META[widgetKey].label;
  return (
    <section
      aria-labelledby={titleId}
      data-widget={widgetKey}
      className={cn("flex min-w-0 flex-col rounded-lg border border-border bg-surface shadow-xs", className)}
    >
      <header className="flex min-h-11 flex-wrap items-center gap-2 border-b border-border px-4 py-1.5">
        <h2 id={titleId} className="text-sm font-medium text-fg">
          {label}
        </h2>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {actions}
          {onHide && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon-sm" aria-label={`${label} options`}>
                  <MoreHorizontal aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={onHide}>
                  <EyeOff aria-hidden /> Hide widget
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
      </header>
      <div className="min-h-0 flex-1 p-4">{children}</div>
    </section>
  );
}

/** Grey rows where a widget's content will be, until its data arrives. */
export function WidgetSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={`Loading ${label}`} className="space-y-2.5">
      {Array.from({ length: rows }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
          key={i}
          className="h-5 animate-pulse rounded bg-surface-hover"
          style={{ width: `${90 - i * 15}%` }}
        />
      ))}
    </div>
  );
}

/** A widget whose data failed to load says so, and can try again, without taking the others down. */
export function WidgetError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      title={`Couldn't load ${what}`}
      description={errorMessage(error)}
      className="py-6"
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

export function WidgetEmpty(props: { icon: LucideIcon; title: string; description: string; action?: ReactNode }) {
  return <EmptyState {...props} className="py-6" />;
}
