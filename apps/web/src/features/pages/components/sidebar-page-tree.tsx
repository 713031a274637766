import { pageTitle } from "@hangar/contracts";
import { ChevronRight, FileText } from "lucide-react";
import { useState } from "react";
import { NavLink } from "react-router";
import { cn } from "../../../lib/cn";
import { pageUrl } from "../api/page-keys";
import { type PageTreeNode, usePageTree } from "../api/use-page-tree";

type SidebarPageTreeProps = { slug: string; projectId: string; projectName: string };

const rowLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex h-7 min-w-0 flex-1 items-center gap-2 rounded-md pr-2 text-sm transition-colors [&_svg]:size-3.5",
    isActive ? "bg-surface-active font-medium text-fg" : "text-fg-muted hover:bg-surface-hover hover:text-fg",
  );

const toggleClass =
  "flex size-5 shrink-0 cursor-pointer items-center justify-center rounded text-fg-subtle hover:bg-surface-hover hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * A project's "Pages" entry in the sidebar: the link to its pages list and, unfolded, its pages nested
 * by parent, each page with sub-pages foldable in turn. The pages load the first time it is unfolded.
 */
export function SidebarPageTree({ slug, projectId, projectName }: SidebarPageTreeProps) {
  const [open, setOpen] = useState(false);
  const place = { slug, projectId };
  const tree = usePageTree(place, open);
  return (
    <div>
      <div className="flex items-center gap-0.5 pl-2.5">
        <button
          type="button"
          aria-expanded={open}
          aria-label={`${open ? "Hide" : "Show"} ${projectName} page tree`}
          onClick={() => setOpen((v) => !v)}
          className={toggleClass}
        >
          <ChevronRight className={cn("size-3 transition-transform", open && "rotate-90")} aria-hidden />
        </button>
        <NavLink to={`/${slug}/projects/${projectId}/pages`} end className={rowLink} aria-label={`${projectName} pages`}>
          <FileText aria-hidden /> Pages
        </NavLink>
      </div>
      {open && (
        <div className="pl-7">
          {tree.isPending && <p className="px-2 py-1 text-xs text-fg-subtle">Loading pages…</p>}
          {tree.isError && <p className="px-2 py-1 text-xs text-danger">Couldn't load the pages.</p>}
          {tree.data?.length === 0 && <p className="px-2 py-1 text-xs text-fg-subtle">No pages yet.</p>}
          {tree.data && tree.data.length > 0 && (
            <ul aria-label={`${projectName} page tree`}>
              {tree.data.map((node) => (
                <PageTreeItem key={node.page.id} node={node} slug={slug} projectId={projectId} depth={0} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

type ItemProps = { node: PageTreeNode; slug: string; projectId: string; depth: number };

function PageTreeItem({ node, slug, projectId, depth }: ItemProps) {
  const [open, setOpen] = useState(false);
  const title = pageTitle(node.page.name);
  const nested = node.children.length > 0;
  return (
    <li>
      <div className="flex items-center gap-0.5" style={{ paddingLeft: `${depth * 0.75}rem` }}>
        {nested ? (
          <button
            type="button"
            aria-label={`${open ? "Hide" : "Show"} pages in ${title}`}
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
            className={toggleClass}
          >
            <ChevronRight className={cn("size-3 transition-transform", open && "rotate-90")} aria-hidden />
          </button>
        ) : (
          <span className="size-5 shrink-0" />
        )}
        <NavLink to={pageUrl({ slug, projectId }, node.page.id)} className={rowLink}>
          <span className="truncate">{title}</span>
        </NavLink>
      </div>
      {nested && open && (
        <ul>
          {node.children.map((child) => (
            <PageTreeItem key={child.page.id} node={child} slug={slug} projectId={projectId} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}
