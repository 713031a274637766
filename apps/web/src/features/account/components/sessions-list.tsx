import { MonitorSmartphone, TriangleAlert } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { formatDate } from "../../../lib/dates";
import { useSessions, useSignOutOtherSessions, useSignOutSession } from "../api/use-sessions";
import { describeUserAgent } from "../lib/describe-user-agent";

/** Where the user is signed in; any session but this one can be ended from here. */
export function SessionsList() {
  const sessions = useSessions();
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();

  if (sessions.isPending) return <PageSpinner label="Loading sessions" />;
  if (sessions.isError) {
    return <EmptyState icon={TriangleAlert} title="Couldn't load your sessions" description={errorMessage(sessions.error)} />;
  }
  const others = sessions.data.filter((s) => !s.is_current);
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Sessions">
        {sessions.data.map((session) => {
          const device = describeUserAgent(session.user_agent);
          return (
            <li key={session.id} className="flex items-center gap-3 px-4 py-3" data-testid="session-row">
              <MonitorSmartphone className="size-4 shrink-0 text-fg-muted" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 text-sm font-medium text-fg">
                  <span className="truncate" title={session.user_agent ?? undefined}>
                    {device}
                  </span>
                  {session.is_current && (
                    <span className="rounded bg-accent-soft px-1.5 py-px text-2xs font-medium text-accent">This device</span>
                  )}
                </p>
                <p className="text-xs text-fg-muted">
                  {session.ip ?? "Unknown address"} · Signed in {formatDate(session.created_at, "datetime")} · Expires{" "}
                  {formatDate(session.expires_at, "long")}
                </p>
              </div>
              {!session.is_current && (
                <Button variant="ghost" size="sm" aria-label={`Sign out ${device}`} onClick={() => signOutOne.mutate(session.id)}>
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 && (
        <div className="flex justify-end">
          <Button variant="secondary" size="sm" loading={signOutOthers.isPending} onClick={() => signOutOthers.mutate()}>
            Sign out all other sessions
          </Button>
        </div>
      )}
    </div>
  );
}
