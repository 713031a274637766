import { ROLE_LABEL, type Role, type WorkspaceInvitation } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Avatar } from "../../components/ui/avatar";
import { Button, buttonClasses } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { StepHeading, useAccountExists, useCurrentUser } from "../../features/auth";
import { useInvitationForJoin, useJoinInvitation } from "../../features/onboarding";
import { errorMessage, isApiError } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { toast } from "../../lib/toast";
import { AuthLayout } from "../auth-layout";
import { FullPageError } from "../guards/full-page-error";
import { SignOutButton } from "../sign-out-button";

type LinkParams = { id: string; slug: string; token: string | null };

/**
 * `/workspace-invitations/?invitation_id=…&slug=…&token=…`: the link in an invitation email, for anyone
 * who opens it. The invitee signed in accepts or declines; a visitor signs in (or, new, signs up with
 * the invited address filled in) and comes back here. Its token proves the invitee's address, so even an
 * account that never verified it can join from here.
 */
export function JoinInvitationPage() {
  const [params] = useSearchParams();
  const link: LinkParams = {
    id: params.get("invitation_id") ?? "",
    slug: params.get("slug") ?? "",
    token: params.get("token"),
  };
  const me = useCurrentUser();
  const invitation = useInvitationForJoin(link.slug, link.id, link.token);
  const signedOut = me.isError && isApiError(me.error) && me.error.status === 401;
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  if (me.isError && !signedOut) return <FullPageError error={me.error} onRetry={() => me.refetch()} />;

  function body() {
    if (!link.id || !link.slug)
      return <Alert variant="error">This invitation link is incomplete. Ask for a new invitation.</Alert>;
    if (invitation.isPending || me.isPending) return <PageSpinner />;
    if (invitation.isError) return <Alert variant="error">{errorMessage(invitation.error, "Invitation not found")}</Alert>;
    const answer = invitation.data;
    if (answer.accepted || answer.responded_at) {
      return (
        <Alert variant="info" title={answer.accepted ? "Already accepted" : "Already answered"}>
          This invitation to {answer.workspace.name} has been {answer.accepted ? "accepted" : "declined"}.{" "}
          <Link to="/" className="font-medium text-accent hover:underline">
            Continue
          </Link>
        </Alert>
      );
    }
    if (signedOut) return <VisitorStep invitation={answer} here={here} />;
    if (!me.data) return <PageSpinner />;
    if (answer.email.toLowerCase() !== me.data.email.toLowerCase()) {
      return (
        <div className="flex flex-col gap-4">
          <Alert variant="warning" title="This invitation is for someone else">
            You are signed in as {me.data.email}, but it was sent to {answer.email}. Sign out, then sign in with the invited
            address.
          </Alert>
          <SignOutButton then={here} label="Sign out and continue" />
        </div>
      );
    }
    return <InviteeStep invitation={answer} link={link} />;
  }

  return (
    <AuthLayout aside={me.data ? <SignOutButton /> : undefined}>
      <StepHeading title="Join a workspace" description="You were invited to a workspace on Hangar." />
      {body()}
    </AuthLayout>
  );
}

function InvitationCard({ invitation }: { invitation: WorkspaceInvitation }) {
  const { workspace, role, invited_by } = invitation;
  return (
    <div className="flex items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2.5">
      <Avatar name={workspace.name} src={workspace.logo_url} shape="square" size="lg" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-fg">{workspace.name}</p>
        <p className="truncate text-xs text-fg-muted">
          Invited as {ROLE_LABEL[role as Role] ?? "Member"}
          {invited_by ? ` by ${invited_by.display_name}` : ""}
        </p>
      </div>
    </div>
  );
}

/**
 * A visitor: sign in, or sign up when the invited address has no account yet, with the address filled in;
 * next_path brings them back here. Without the token the address is masked, so neither is prefilled.
 */
function VisitorStep({ invitation, here }: { invitation: WorkspaceInvitation; here: string }) {
  const known = invitation.email.includes("•") ? null : invitation.email;
  const exists = useAccountExists(known);
  const query = new URLSearchParams(known ? { email: known, next_path: here } : { next_path: here }).toString();
  const signIn = `/?${query}`;
  const signUp = `/sign-up?${query}`;
  if (known && exists.isPending) return <PageSpinner />;
  const isNew = exists.data === false;
  return (
    <div className="flex flex-col gap-4">
      <InvitationCard invitation={invitation} />
      <p className="text-sm text-fg-muted">
        {isNew
          ? `Create your Hangar account as ${known} to accept.`
          : `Sign in${known ? ` as ${known}` : " with the invited address"} to accept or decline.`}
      </p>
      <Link to={isNew ? signUp : signIn} className={buttonClasses({ size: "lg", className: "w-full" })}>
        {isNew ? "Create account" : "Sign in"}
      </Link>
      <p className="text-center text-xs text-fg-muted">
        {isNew ? "Already have an account? " : "New to Hangar? "}
        <Link to={isNew ? signIn : signUp} className="font-medium text-accent hover:underline">
          {isNew ? "Sign in" : "Create an account"}
        </Link>
      </p>
    </div>
  );
}

/** The invitee signed in: accepting enters the workspace (onboarding first for a new account). */
function InviteeStep({ invitation, link }: { invitation: WorkspaceInvitation; link: LinkParams }) {
  const join = useJoinInvitation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { workspace } = invitation;

  function answer(accepted: boolean) {
    join.mutate(
      { ...link, accepted },
      {
        onSuccess: () => {
          queryClient.invalidateQueries({ queryKey: queryKeys.workspaces });
          queryClient.invalidateQueries({ queryKey: queryKeys.settings });
          queryClient.invalidateQueries({ queryKey: queryKeys.invitations });
          if (accepted) navigate(`/${workspace.slug}/`, { replace: true });
          else {
            toast.success(`Declined the invitation to ${workspace.name}`);
            navigate("/", { replace: true });
          }
        },
      },
    );
  }

  const pending = join.isPending ? join.variables?.accepted : undefined;
  return (
    <div className="flex flex-col gap-4">
      <InvitationCard invitation={invitation} />
      {join.isError && <Alert variant="error">{errorMessage(join.error, "Could not answer the invitation.")}</Alert>}
      <div className="flex flex-col gap-2">
        <Button size="lg" className="w-full" loading={pending === true} disabled={join.isPending} onClick={() => answer(true)}>
          Join {workspace.name}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          className="w-full"
          loading={pending === false}
          disabled={join.isPending}
          onClick={() => answer(false)}
        >
          Decline
        </Button>
      </div>
    </div>
  );
}
