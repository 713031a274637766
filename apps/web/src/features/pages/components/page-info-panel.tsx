import { PAGE_ACCESS, type PageDetail } from "@hangar/contracts";
import { formatDate } from "../../../lib/dates";
import type { PagePerson } from "../api/use-page-people";
import { pageOutline, wordCount } from "../lib/page-outline";

type PageInfoPanelProps = { page: PageDetail; html: string; owner: PagePerson | undefined };

/** Scrolls the editor to its n-th heading (the outline counts them the same way). */
function goToHeading(index: number) {
  const headings = document.querySelectorAll(
    ".page-editor .hangar-prose h1, .page-editor .hangar-prose h2, .page-editor .hangar-prose h3",
  );
  headings[index]?.scrollIntoView({ behavior: "smooth", block: "start" });
}

/** Outline, word count, owner, dates and access of the open page. */
export function PageInfoPanel({ page, html, owner }: PageInfoPanelProps) {
  const outline = pageOutline(html);
  const words = wordCount(html);
  return (
    <aside aria-label="Page info" className="space-y-5 text-sm">
      <section>
        <h2 className="mb-1.5 text-xs font-medium text-fg-muted uppercase">Contents</h2>
        {outline.length === 0 ? (
          <p className="text-xs text-fg-subtle">Headings you add show here.</p>
        ) : (
          <ul className="space-y-0.5">
            {outline.map((entry) => (
              <li key={entry.index} style={{ paddingLeft: `${(entry.level - 1) * 0.75}rem` }}>
                <button
                  type="button"
                  className="truncate text-left text-fg-muted hover:text-fg"
                  onClick={() => goToHeading(entry.index)}
                >
                  {entry.text}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-xs">
        <dt className="text-fg-muted">Words</dt>
        <dd data-testid="word-count">{words}</dd>
        <dt className="text-fg-muted">Owner</dt>
        <dd>{owner?.name ?? "—"}</dd>
        <dt className="text-fg-muted">Access</dt>
        <dd>{page.access === PAGE_ACCESS.PRIVATE ? "Private" : "Public"}</dd>
        <dt className="text-fg-muted">Created</dt>
        <dd>{formatDate(page.created_at, "datetime")}</dd>
        <dt className="text-fg-muted">Modified</dt>
        <dd>{formatDate(page.updated_at, "datetime")}</dd>
      </dl>
    </aside>
  );
}
