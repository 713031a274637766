import { linkHost, type QuickLink, quickLinkLabel } from "@hangar/contracts";
import { Link2, MoreHorizontal, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../../components/ui/dropdown-menu";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { useDeleteQuickLink, useQuickLinks } from "../api/use-quick-links";
import { LinkFavicon } from "./link-favicon";
import { QuickLinkDialog } from "./quick-link-dialog";
import { WidgetCard, WidgetEmpty, WidgetError, WidgetSkeleton } from "./widget-card";

function QuickLinkTile({ link, onEdit, onDelete }: { link: QuickLink; onEdit: () => void; onDelete: () => void }) {
  const label = quickLinkLabel(link);
  const pending = isTemporaryId(link.id);
  return (
    <li className="group relative flex min-w-0 items-center rounded-md border border-border bg-surface hover:bg-surface-hover">
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        title={link.url}
        className="flex min-w-0 flex-1 items-center gap-2.5 rounded-md px-2.5 py-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <LinkFavicon url={link.url} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-fg">{label}</span>
          <span className="block truncate text-xs text-fg-subtle">{linkHost(link.url) ?? link.url}</span>
        </span>
      </a>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon-sm"
            disabled={pending}
            aria-label={`${label} options`}
            className="mr-1 opacity-0 group-hover:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100"
          >
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden /> Edit
          </DropdownMenuItem>
          <DropdownMenuItem danger onSelect={onDelete}>
            <Trash2 aria-hidden /> Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}

/** The caller's quick links as tiles with the site's icon; add, edit and delete in place. */
export function QuickLinksWidget({ slug, onHide }: { slug: string; onHide: () => void }) {
  const links = useQuickLinks(slug);
  const remove = useDeleteQuickLink(slug);
  const [editing, setEditing] = useState<QuickLink | "new" | null>(null);
  const add = (
    <Button size="xs" variant="secondary" onClick={() => setEditing("new")}>
      <Plus aria-hidden /> Add quick link
    </Button>
  );

  return (
    <WidgetCard widgetKey="quick_links" onHide={onHide} actions={links.data && links.data.length > 0 ? add : undefined}>
      {links.isPending && <WidgetSkeleton label="quick links" rows={2} />}
      {links.isError && <WidgetError what="your quick links" error={links.error} onRetry={() => links.refetch()} />}
      {links.data?.length === 0 && (
        <WidgetEmpty
          icon={Link2}
          title="No quick links yet"
          description="Keep the addresses you open every day here: docs, dashboards, designs. Only you see them."
          action={add}
        />
      )}
      {links.data && links.data.length > 0 && (
        <ul aria-label="Quick links" className="grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-2">
          {links.data.map((link) => (
            <QuickLinkTile key={link.id} link={link} onEdit={() => setEditing(link)} onDelete={() => remove.mutate({ link })} />
          ))}
        </ul>
      )}
      {editing && (
        <QuickLinkDialog
          key={editing === "new" ? "new" : editing.id}
          slug={slug}
          link={editing === "new" ? undefined : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </WidgetCard>
  );
}
