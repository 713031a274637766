import { canDeleteIssue, canWrite } from "@hangar/contracts";
import { FileX } from "lucide-react";
import { useMemo, useState } from "react";
import { NotFoundState } from "../../../components/not-found-state";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { PageSpinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { useSidebarCollapsed } from "../../../lib/use-sidebar-collapsed";
import { IssueActivitySection, IssueAttachmentsSection, useIssueImageUpload } from "../../issue-activity";
import { useEditorIssues, useIssue } from "../../issue-core";
import { useLabels } from "../../labels";
import { useProject } from "../../project-settings";
import { useStates } from "../../states";
import { useSubIssues } from "../api/use-sub-issues";
import { useDetailCommands } from "../hooks/use-detail-commands";
import { useDetailShortcuts } from "../hooks/use-detail-shortcuts";
import { useIssueDetailActions } from "../hooks/use-issue-detail-actions";
import { useIssuePeople } from "../hooks/use-issue-people";
import { issueListPath, issuePagePath, issueKey as keyOf } from "../lib/issue-link";
import { ArchivedBanner } from "./archived-banner";
import { IssueActionsMenu } from "./issue-actions-menu";
import { IssueDescriptionField } from "./issue-description-field";
import { IssueDetailHeader } from "./issue-detail-header";
import { IssueTitleField } from "./issue-title-field";
import { PropertiesPanel } from "./properties/properties-panel";
import type { PickerName } from "./properties/property-types";
import { LinksWidget } from "./widgets/links-widget";
import { RelationsWidget } from "./widgets/relations-widget";
import { SubIssuesWidget } from "./widgets/sub-issues-widget";

export type IssueDetailViewProps = {
  slug: string;
  projectId: string;
  issueId: string;
  mode: "page" | "peek";
  /** Leaves the view: back to the list for the page, closing for the peek. */
  onLeave: () => void;
  onOpenIssue: (issueId: string, projectId: string) => void;
};

/** The issue itself, shared by the full page and the peek; only the arrangement differs. */
export function IssueDetailView({ slug, projectId, issueId, mode, onLeave, onOpenIssue }: IssueDetailViewProps) {
  const issue = useIssue(slug, projectId, issueId);
  const project = useProject(slug, projectId);
  const states = useStates(slug, projectId);
  const labels = useLabels(slug, projectId);
  const people = useIssuePeople(slug, projectId);
  const subIssues = useSubIssues(slug, projectId, issueId);
  const uploadImage = useIssueImageUpload({ slug, projectId, issueId });
  // The `#` picker searches the project on the server (search-issues/), as the page editor's does.
  const embeddable = useEditorIssues(slug, projectId);
  const [openPicker, setOpenPicker] = useState<PickerName | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [panelCollapsed, togglePanel, setPanelCollapsed] = useSidebarCollapsed("issueDetail");

  const identifier = project.data?.identifier ?? "";
  const key = issue.data && project.data ? keyOf(identifier, issue.data.sequence_id) : null;
  const actions = useIssueDetailActions({ slug, projectId, issueId, issueKey: key, onLeave });
  const archived = Boolean(issue.data?.archived_at);
  const isMember = canWrite(project.data?.member_role);
  const canEdit = isMember && !archived;
  const group = states.data?.find((s) => s.id === issue.data?.state_id)?.group;
  const childIds = useMemo(() => (subIssues.data?.sub_issues ?? []).map((i) => i.id), [subIssues.data]);
  const mentionables = useMemo(
    () => people.assignable.map((p) => ({ id: p.id, display_name: p.displayName, avatar: p.avatar })),
    [people.assignable],
  );

  const canDelete = Boolean(
    issue.data && project.data && canDeleteIssue({ userId: people.meId, role: project.data.member_role }, issue.data),
  );
  const archivable = group === "completed" || group === "cancelled";
  useDetailCommands({
    slug,
    projectId,
    issue: issue.data && project.data ? issue.data : undefined,
    canEdit,
    canArchive: canEdit && archivable,
    canDelete,
    actions,
    onRequestDelete: () => setConfirmDelete(true),
  });
  useDetailShortcuts({
    enabled: Boolean(issue.data),
    canEdit,
    onPicker: (name) => {
      // A picker opens in the properties panel: a collapsed one opens for it.
      if (mode === "page" && panelCollapsed) setPanelCollapsed(false);
      setOpenPicker(name);
    },
    onCopyLink: () => void actions.copyLink(),
    onEscape: mode === "peek" ? onLeave : undefined,
  });

  if (issue.isPending || project.isPending) return <PageSpinner label="Loading issue" />;
  if (issue.isError || project.isError || !issue.data || !project.data) {
    return (
      <NotFoundState
        icon={FileX}
        title="Issue not found"
        error={issue.error ?? project.error}
        fallback="This issue doesn't exist or you can't see it."
        backTo={issueListPath(slug, projectId)}
        backLabel="Back to issues"
      />
    );
  }

  const data = issue.data;
  const issueKey = key ?? "";
  const properties = (
    <PropertiesPanel
      issue={data}
      readOnly={!canEdit}
      openPicker={openPicker}
      setOpenPicker={setOpenPicker}
      onChange={(patch) => void actions.update(patch)}
      slug={slug}
      projectId={projectId}
      identifier={identifier}
      states={states.data ?? []}
      labels={labels.data ?? []}
      people={people}
      childIds={childIds}
    />
  );

  return (
    <div className="flex h-full min-h-0 flex-col bg-surface">
      <IssueDetailHeader
        projectName={project.data.name}
        listHref={issueListPath(slug, projectId)}
        issueKey={issueKey}
        mode={mode}
        fullPageHref={issuePagePath(slug, projectId, issueId)}
        onCopyLink={() => void actions.copyLink()}
        onClose={mode === "peek" ? onLeave : undefined}
        panel={mode === "page" ? { collapsed: panelCollapsed, onToggle: togglePanel } : undefined}
        actions={
          <IssueActionsMenu
            canEdit={isMember}
            canDelete={canDelete}
            archived={archived}
            archivable={archivable}
            subscribed={actions.subscribed}
            onCopyLink={() => void actions.copyLink()}
            onToggleSubscribe={actions.toggleSubscription}
            onArchive={actions.archive}
            onRestore={actions.restore}
            onDelete={() => setConfirmDelete(true)}
          />
        }
      />
      <div className="flex min-h-0 flex-1">
        <div className="min-w-0 flex-1 overflow-y-auto">
          <div className={cn("mx-auto space-y-4 py-5", mode === "page" ? "max-w-3xl px-8" : "px-5")}>
            {archived && <ArchivedBanner canRestore={isMember} onRestore={actions.restore} />}
            <IssueTitleField name={data.name} readOnly={!canEdit} onSave={(name) => void actions.update({ name })} />
            <IssueDescriptionField
              issueId={issueId}
              value={data.description_html ?? ""}
              readOnly={!canEdit}
              mentionables={mentionables}
              uploadImage={uploadImage}
              issues={embeddable}
              onSave={actions.saveDescription}
            />
            {mode === "peek" && <div className="rounded-lg border border-border p-3">{properties}</div>}
            <SubIssuesWidget
              slug={slug}
              projectId={projectId}
              issueId={issueId}
              parentId={data.parent_id}
              identifier={identifier}
              states={states.data ?? []}
              canEdit={canEdit}
              onOpenIssue={(id) => onOpenIssue(id, projectId)}
            />
            <RelationsWidget
              slug={slug}
              projectId={projectId}
              issueId={issueId}
              identifier={identifier}
              states={states.data ?? []}
              canEdit={canEdit}
              onOpenIssue={onOpenIssue}
            />
            <LinksWidget slug={slug} projectId={projectId} issueId={issueId} canEdit={canEdit} />
            <IssueAttachmentsSection slug={slug} projectId={projectId} issueId={issueId} canEdit={canEdit} />
            <IssueActivitySection slug={slug} projectId={projectId} issueId={issueId} />
          </div>
        </div>
        {mode === "page" && !panelCollapsed && (
          <aside aria-label="Properties" className="w-80 shrink-0 overflow-y-auto border-l border-border p-4">
            {properties}
          </aside>
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${issueKey}?`}
        description="The issue, its comments, links and attachments will be deleted. Its sub-issues stay, without a parent."
        confirmLabel="Delete"
        onConfirm={() => {
          setConfirmDelete(false);
          actions.remove();
        }}
      />
    </div>
  );
}
