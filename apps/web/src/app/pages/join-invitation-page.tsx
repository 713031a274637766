import { ROLE_LABEL, type Role } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Avatar } from "../../components/ui/avatar";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { StepHeading, useCurrentUser } from "../../features/auth";
import { useInvitationForJoin, useJoinInvitation } from "../../features/onboarding";
import { errorMessage } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { AuthLayout } from "../auth-layout";
import { SignOutButton } from "../sign-out-button";

/**
 * `/workspace-invitations/?invitation_id=…&slug=…&token=…`: the link in an invitation email. Its token
 * proves the invitee's address, so even an account that never verified it can join from here.
 */
export function JoinInvitationPage() {
  const [params] = useSearchParams();
  const id = params.get("invitation_id") ?? "";
  const slug = params.get("slug") ?? "";
  const token = params.get("token");
  const me = useCurrentUser();
  const invitation = useInvitationForJoin(slug, id, token);
  const join = useJoinInvitation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function body() {
    if (!id || !slug) return <Alert variant="error">This invitation link is incomplete. Ask for a new invitation.</Alert>;
    if (invitation.isPending || !me.data) return <PageSpinner />;
    if (invitation.isError) return <Alert variant="error">{errorMessage(invitation.error, "Invitation not found")}</Alert>;
    const { workspace, role, email, accepted } = invitation.data;
    if (accepted) return <Alert variant="info">This invitation has already been accepted.</Alert>;
    if (email.toLowerCase() !== me.data.email.toLowerCase()) {
      return (
        <Alert variant="warning" title="This invitation is for someone else">
          You are signed in as {me.data.email}, but it was sent to {email}. Sign out, then open the link again and sign in with
          the invited address.
        </Alert>
      );
    }
    return (
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2.5">
          <Avatar name={workspace.name} src={workspace.logo_url} shape="square" size="lg" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-fg">{workspace.name}</p>
            <p className="truncate text-xs text-fg-muted">Invited as {ROLE_LABEL[role as Role] ?? "Member"}</p>
          </div>
        </div>
        {join.isError && <Alert variant="error">{errorMessage(join.error, "Could not join the workspace.")}</Alert>}
        <Button
          size="lg"
          className="w-full"
          loading={join.isPending}
          onClick={() =>
            join.mutate(
              { slug, id, token },
              {
                onSuccess: () => {
                  queryClient.invalidateQueries({ queryKey: queryKeys.workspaces });
                  queryClient.invalidateQueries({ queryKey: queryKeys.settings });
                  queryClient.invalidateQueries({ queryKey: queryKeys.invitations });
                  navigate(`/${workspace.slug}/`, { replace: true });
                },
              },
            )
          }
        >
          Join {workspace.name}
        </Button>
      </div>
    );
  }

  return (
    <AuthLayout aside={<SignOutButton />}>
      <StepHeading title="Join a workspace" description="You were invited to a workspace on Hangar." />
      {body()}
    </AuthLayout>
  );
}
