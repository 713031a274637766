import { Search, UserPlus } from "lucide-react";
import { useMemo, useState } from "react";
import { SettingsHeader } from "../../../components/settings-header";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { InputGroup, InputGroupInput } from "../../../components/ui/input";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { useWorkspaceInvitations } from "../api/use-workspace-invitations";
import { useWorkspaceMembers } from "../api/use-workspace-members";
import { useWorkspaceMembership } from "../api/use-workspace-membership";
import { InvitationsTable } from "../components/invitations-table";
import { InvitePeopleDialog } from "../components/invite-people-dialog";
import { LeaveWorkspaceButton } from "../components/leave-workspace-button";
import { WorkspaceMembersTable } from "../components/workspace-members-table";
import { useRouteWorkspace } from "../lib/use-route-workspace";

export function WorkspaceMembersSettingsPage() {
  const { slug, workspace } = useRouteWorkspace();
  const membership = useWorkspaceMembership(slug);
  const members = useWorkspaceMembers(slug);
  const invitations = useWorkspaceInvitations(slug);
  const [inviting, setInviting] = useState(false);
  const [query, setQuery] = useState("");

  const memberEmails = useMemo(() => {
    const emails = new Set((members.data ?? []).map((m) => m.member.email.toLowerCase()));
    if (membership.data) emails.add(membership.data.member.email.toLowerCase());
    return emails;
  }, [members.data, membership.data]);

  const me = membership.data;
  const count = (members.data?.length ?? 0) + (me ? 1 : 0);

  return (
    <div className="space-y-8">
      <SettingsHeader
        title="Members"
        description="People in this workspace and the invitations waiting for an answer."
        actions={
          <Button size="sm" onClick={() => setInviting(true)}>
            <UserPlus aria-hidden /> Invite people
          </Button>
        }
      />
      <section aria-labelledby="members-heading" className="space-y-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="members-heading" className="flex items-baseline gap-2 text-sm font-semibold text-fg">
            People <span className="text-xs font-normal text-fg-subtle">{count}</span>
          </h2>
          <div className="w-56">
            <InputGroup prefix={<Search className="size-3.5" aria-hidden />}>
              <InputGroupInput
                aria-label="Search members"
                placeholder="Search by name or email"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </InputGroup>
          </div>
        </div>
        {members.isError ? (
          <EmptyState title="Couldn't load the members" description={errorMessage(members.error)} />
        ) : !me || !members.data ? (
          <PageSpinner label="Loading members" />
        ) : (
          <WorkspaceMembersTable slug={slug} me={me} members={members.data} query={query.trim()} />
        )}
      </section>
      <section aria-labelledby="invitations-heading" className="space-y-3">
        <h2 id="invitations-heading" className="text-sm font-semibold text-fg">
          Pending invitations
        </h2>
        {invitations.isError && <p className="text-sm text-danger">{errorMessage(invitations.error)}</p>}
        {invitations.data && invitations.data.length === 0 && (
          <p className="text-sm text-fg-muted">No pending invitations. Use Invite people to bring in your team.</p>
        )}
        {invitations.data && invitations.data.length > 0 && <InvitationsTable slug={slug} invitations={invitations.data} />}
      </section>
      <section aria-labelledby="leave-heading" className="flex items-center justify-between gap-4 border-t border-border pt-6">
        <div>
          <h2 id="leave-heading" className="text-sm font-semibold text-fg">
            Leave workspace
          </h2>
          <p className="text-xs text-fg-muted">A workspace needs at least one admin, so the last admin can't leave.</p>
        </div>
        <LeaveWorkspaceButton slug={slug} workspaceName={workspace?.name ?? slug} />
      </section>
      <InvitePeopleDialog
        slug={slug}
        open={inviting}
        onOpenChange={setInviting}
        memberEmails={memberEmails}
        maxRole={me?.role ?? 20}
      />
    </div>
  );
}
