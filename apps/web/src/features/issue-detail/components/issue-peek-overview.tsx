import { useCallback, useEffect, useRef } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { issuePagePath } from "../lib/issue-link";
import { IssueDetailView } from "./issue-detail-view";

/**
 * The issue named by ?peekId=, in a side panel over the list. The id lives in the URL so a peek can be
 * shared and Back closes it; without one this renders nothing. A screen outside a project (the inbox)
 * names the issue's project in ?peekProjectId= beside it.
 */
export function IssuePeekOverview() {
  const { workspaceSlug = "", projectId: routeProjectId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const peekId = params.get("peekId");
  const projectId = params.get("peekProjectId") ?? routeProjectId;
  const panel = useRef<HTMLElement>(null);

  const close = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete("peekId");
        next.delete("peekProjectId");
        return next;
      }),
    [setParams],
  );

  const open = useCallback(
    (id: string, pid: string) => {
      if (pid !== projectId) {
        navigate(issuePagePath(workspaceSlug, pid, id));
        return;
      }
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set("peekId", id);
        return next;
      });
    },
    [navigate, projectId, setParams, workspaceSlug],
  );

  // Screen readers and the keyboard follow the newly opened issue.
  useEffect(() => {
    if (peekId) panel.current?.focus({ preventScroll: true });
  }, [peekId]);

  if (!peekId || !projectId) return null;
  return (
    // A landmark, not a modal: the list behind stays usable and its shortcuts keep working.
    <aside
      ref={panel}
      aria-label="Issue peek"
      tabIndex={-1}
      className="fixed inset-y-0 right-0 z-40 flex w-full flex-col border-l border-border bg-surface shadow-dialog focus:outline-none sm:w-1/2 sm:min-w-[32rem]"
    >
      <IssueDetailView
        key={peekId}
        slug={workspaceSlug}
        projectId={projectId}
        issueId={peekId}
        mode="peek"
        onLeave={close}
        onOpenIssue={open}
      />
    </aside>
  );
}
