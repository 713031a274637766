import { canEditPage, pageTitle } from "@hangar/contracts";
import { FileDown, History, Info, Maximize2, Minimize2, Printer } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { ProjectNotFound } from "../../../components/project-not-found";
import { BreadcrumbSeparator } from "../../../components/ui/breadcrumb-separator";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { isApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useCurrentUser } from "../../auth";
import { useEditorIssues } from "../../issue-core";
import { useProject } from "../../project-settings";
import { type PagePlace, pagesUrl, pageUrl } from "../api/page-keys";
import { useContentAutosave } from "../api/use-content-autosave";
import { usePageImageUpload } from "../api/use-page-image-upload";
import { usePageLive } from "../api/use-page-live";
import { usePagePeople } from "../api/use-page-people";
import { usePage } from "../api/use-pages";
import { downloadText, fileNameOf } from "../lib/download";
import { htmlToMarkdown } from "../lib/html-to-markdown";
import { pageActor } from "../lib/page-actor";
import { PAGE_MESSAGES } from "../lib/page-messages";
import { useFullWidth } from "../lib/use-full-width";
import "./page-print.css";
import { PageActionsMenu } from "./page-actions-menu";
import { PageBody, SaveIndicator } from "./page-body";
import { PageCrumbs } from "./page-crumbs";
import { PageInfoPanel } from "./page-info-panel";
import { LiveNotice, LiveStatus, PageLiveBody, PagePeers } from "./page-live";
import { PageTitle } from "./page-title";
import { PageVersionsPanel } from "./page-versions-panel";
import { PagesOff } from "./pages-off";
import { ReadOnlyBanner } from "./read-only-banner";
import { SubPages } from "./sub-pages";

type Panel = "info" | "versions" | null;

/** `/:workspaceSlug/projects/:projectId/pages/:pageId`: one page, its editor, info and history. */
export function PageScreen() {
  const { workspaceSlug: slug = "", projectId = "", pageId = "" } = useParams();
  const place = useMemo(() => ({ slug, projectId }), [slug, projectId]);
  const project = useProject(slug, projectId);
  const me = useCurrentUser();
  const page = usePage(place, pageId);

  if (project.isPending || me.isPending) return <PageSpinner label="Loading project" />;
  if (project.isError) return <ProjectNotFound slug={slug} error={project.error} />;
  if (!project.data.page_view) return <PagesOff slug={slug} projectId={projectId} role={project.data.member_role} />;
  if (page.isPending) return <PageSpinner label="Loading page" />;
  if (page.isError) {
    const gone = isApiError(page.error) && page.error.status === 404;
    return (
      <EmptyState
        title={gone ? "This page isn't available" : PAGE_MESSAGES.fetchPage}
        description={gone ? "It was deleted, moved, or made private by its owner." : undefined}
        action={
          <Link to={pagesUrl(place)} className="text-sm text-accent underline">
            Back to pages
          </Link>
        }
      />
    );
  }
  return (
    <PageEditorScreen
      key={pageId}
      place={place}
      projectName={project.data.name}
      actor={pageActor(me.data?.id ?? null, project.data)}
      userName={me.data?.display_name || me.data?.email || "Someone"}
      page={page.data}
    />
  );
}

type EditorScreenProps = {
  place: PagePlace;
  projectName: string;
  actor: ReturnType<typeof pageActor>;
  userName: string;
  page: NonNullable<ReturnType<typeof usePage>["data"]>;
};

function PageEditorScreen({ place, projectName, actor, userName, page }: EditorScreenProps) {
  const people = usePagePeople(place.slug);
  const parent = usePage(place, page.parent);
  const editable = canEditPage(actor, page);
  const autosave = useContentAutosave(place, page.id);
  const uploadImage = usePageImageUpload(place, page.id);
  const issues = useEditorIssues(place.slug, place.projectId);
  const [fullWidth, setFullWidth] = useFullWidth();
  const [panel, setPanel] = useState<Panel>(null);
  // What the editor holds: the server's content until the user types, then theirs (saved debounced).
  const [html, setHtml] = useState(page.description_html);
  const [dirty, setDirty] = useState(false);
  const json = useRef<Record<string, unknown> | undefined>(undefined);
  // A restored version is new content even when it matches something typed before: a fresh editor takes it
  // (the editor ignores values it emitted itself, to not undo typing with late echoes).
  const [revision, setRevision] = useState(0);
  const htmlNow = useRef(html);
  htmlNow.current = html;
  // Co-editing: the shared document holds the content while live; otherwise the editor saves through `description/`.
  const live = usePageLive(place, page.id, {
    beforeLive: autosave.flush,
    onFallback: (unsynced) => {
      if (unsynced) autosave.change(htmlNow.current, json.current);
    },
  });
  const isLive = live.mode === "live" && live.session !== null;
  // Not live, and read-only or nothing typed yet: follow the server (another user's save, a restore elsewhere).
  useEffect(() => {
    if (!isLive && (!editable || !dirty)) setHtml(page.description_html);
  }, [isLive, editable, dirty, page.description_html]);

  const mentionables = useMemo(
    () => [...people.values()].map((p) => ({ id: p.id, display_name: p.name, avatar: p.avatar })),
    [people],
  );
  const title = pageTitle(page.name);
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));

  return (
    <div className="flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-5 print:hidden">
        <PageCrumbs place={place} projectName={projectName}>
          {page.parent && parent.data && (
            <>
              <BreadcrumbSeparator />
              <Link to={pageUrl(place, parent.data.id)} className="max-w-40 truncate text-sm text-fg-muted hover:text-fg">
                {pageTitle(parent.data.name)}
              </Link>
            </>
          )}
          <BreadcrumbSeparator />
          <span className="max-w-60 truncate text-sm font-medium text-fg">{title}</span>
        </PageCrumbs>
        <div className="ml-auto flex items-center gap-1">
          <PagePeers peers={live.peers} />
          <LiveStatus mode={live.mode} readOnly={live.readOnly} />
          <SaveIndicator state={isLive ? live.saveState : autosave.state} onRetry={() => void autosave.retry()} />
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={fullWidth ? "Use a narrow width" : "Use the full width"}
            aria-pressed={fullWidth}
            onClick={() => setFullWidth(!fullWidth)}
          >
            {fullWidth ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Export to Markdown"
            onClick={() => downloadText(`${fileNameOf(title)}.md`, `# ${title}\n\n${htmlToMarkdown(html)}`)}
          >
            <FileDown aria-hidden />
          </Button>
          <Button variant="ghost" size="icon-sm" aria-label="Print" onClick={() => window.print()}>
            <Printer aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Page info"
            aria-pressed={panel === "info"}
            onClick={() => toggle("info")}
          >
            <Info aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Version history"
            aria-pressed={panel === "versions"}
            onClick={() => toggle("versions")}
          >
            <History aria-hidden />
          </Button>
          <PageActionsMenu place={place} page={page} actor={actor} onPage />
        </div>
      </header>
      <div className="flex min-h-0 flex-1">
        <main className="page-print min-w-0 flex-1 overflow-y-auto">
          <article className={cn("mx-auto px-8 py-8", fullWidth ? "max-w-none" : "max-w-3xl")}>
            {!editable && <ReadOnlyBanner page={page} />}
            <PageTitle place={place} page={page} editable={editable} />
            <LiveNotice mode={live.mode} />
            {isLive && live.session ? (
              <PageLiveBody
                key={live.session.doc.guid}
                session={live.session}
                userName={userName}
                html={html}
                editable={editable && !live.readOnly}
                mentionables={mentionables}
                uploadImage={uploadImage}
                issues={issues}
                onChange={setHtml}
              />
            ) : (
              <PageBody
                key={revision}
                page={page}
                html={html}
                editable={editable && live.mode !== "connecting" && live.mode !== "lost"}
                mentionables={mentionables}
                uploadImage={uploadImage}
                issues={issues}
                onDocumentChange={(doc) => {
                  json.current = doc;
                }}
                onChange={(next) => {
                  setDirty(true);
                  setHtml(next);
                  autosave.change(next, json.current);
                }}
              />
            )}
            <SubPages place={place} pageId={page.id} actor={actor} canAdd={page.archived_at === null} />
          </article>
        </main>
        {panel && (
          <div className="w-72 shrink-0 overflow-y-auto border-l border-border p-4 print:hidden">
            {panel === "info" ? (
              <PageInfoPanel page={page} html={html} owner={page.owned_by ? people.get(page.owned_by) : undefined} />
            ) : (
              <PageVersionsPanel
                place={place}
                page={page}
                people={people}
                editable={editable}
                flush={autosave.flush}
                onRestored={(restored) => {
                  setHtml(restored.description_html);
                  // Live, the server puts the version into the shared document; otherwise a fresh editor takes it.
                  if (isLive) return;
                  autosave.discard();
                  setDirty(false);
                  setHtml(restored.description_html);
                  setRevision((n) => n + 1);
                }}
              />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
