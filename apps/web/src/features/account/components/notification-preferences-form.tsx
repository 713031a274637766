import { NOTIFICATION_PREFERENCE_KEYS, type NotificationPreferenceKey } from "@hangar/contracts";
import { TriangleAlert } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { ToggleSwitch } from "../../../components/ui/toggle-switch";
import { errorMessage } from "../../../lib/api";
import { useNotificationPreferences, useUpdateNotificationPreference } from "../api/use-notification-preferences";

const COPY: Record<NotificationPreferenceKey, { label: string; description: string }> = {
  property_change: {
    label: "Property changes",
    description: "Assignees, priority, dates, labels and the other fields of issues you follow.",
  },
  state_change: { label: "State changes", description: "An issue you follow moves to another state." },
  issue_completed: { label: "Issue completed", description: "An issue you follow is completed." },
  comment: { label: "Comments", description: "Someone comments on an issue you follow." },
  mention: { label: "Mentions", description: "Someone mentions you in an issue or a comment." },
};

/** Which kinds of activity reach the user by email; the inbox shows them all whatever is chosen here. */
export function NotificationPreferencesForm() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreference();

  if (preferences.isPending) return <PageSpinner label="Loading email preferences" />;
  if (preferences.isError) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title="Couldn't load your email preferences"
        description={errorMessage(preferences.error)}
        action={
          <Button variant="secondary" size="sm" onClick={() => preferences.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Email notifications">
      {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
        <li key={key} className="flex items-center justify-between gap-4 px-4 py-3">
          <div className="min-w-0">
            <p id={`pref-${key}`} className="text-sm font-medium text-fg">
              {COPY[key].label}
            </p>
            <p className="text-xs text-fg-muted">{COPY[key].description}</p>
          </div>
          <ToggleSwitch
            aria-labelledby={`pref-${key}`}
            checked={preferences.data[key]}
            onCheckedChange={(value) => update.mutate({ key, value })}
          />
        </li>
      ))}
    </ul>
  );
}
