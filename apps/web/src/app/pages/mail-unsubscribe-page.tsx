import { NOTIFICATION_PREFERENCE_LABELS, notificationMailEndpoints, type UnsubscribeState } from "@hangar/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { call, errorMessage } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { AuthLayout } from "../auth-layout";

/** The auth screens' heading, without loading the auth feature for this one page. */
function Heading({ title, description }: { title: string; description?: string }) {
  return (
    <div className="mb-5 space-y-1">
      <h1 className="text-lg font-semibold tracking-tight text-fg">{title}</h1>
      {description && <p className="text-sm text-fg-muted">{description}</p>}
    </div>
  );
}

/**
 * `/mail/unsubscribe?token=…`: the "stop mails about …" link of a notification mail, for anyone holding
 * it, signed in or not. Opening it changes nothing (mail scanners open links); the button does. Mail
 * clients stop the same kind in one click through the mail's List-Unsubscribe header instead.
 */
export function MailUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const queryClient = useQueryClient();
  const key = queryKeys.mailUnsubscribe(token);
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(notificationMailEndpoints.unsubscribeState, { query: { token }, signal }),
    enabled: token !== "",
    retry: false,
  });
  const stop = useMutation({
    mutationFn: () => call(notificationMailEndpoints.unsubscribe, { query: { token }, body: {} }),
    onSuccess: (next: UnsubscribeState) => queryClient.setQueryData(key, next),
  });

  function body() {
    if (!token) return <Alert variant="error">This link is incomplete. Open it again from the mail.</Alert>;
    if (state.isPending) return <PageSpinner />;
    if (state.isError) return <Alert variant="error">{errorMessage(state.error)}</Alert>;
    const kind = NOTIFICATION_PREFERENCE_LABELS[state.data.preference];
    if (!state.data.enabled) {
      return (
        <>
          <Heading title="You are unsubscribed" />
          <Alert variant="success">
            Hangar no longer mails you about {kind}. Your inbox in Hangar still shows them, and you can turn these mails back on
            in your account's notification settings.
          </Alert>
        </>
      );
    }
    return (
      <>
        <Heading
          title={`Stop mails about ${kind}?`}
          description={`Hangar mails you about ${kind} on the issues you follow. Other kinds of mail keep coming.`}
        />
        {stop.isError && (
          <Alert variant="error" className="mb-4">
            {errorMessage(stop.error)}
          </Alert>
        )}
        <Button className="w-full" loading={stop.isPending} onClick={() => stop.mutate()}>
          Stop these mails
        </Button>
      </>
    );
  }

  return (
    <AuthLayout
      footer={
        <Link to="/" className="font-medium text-accent hover:underline">
          Open Hangar
        </Link>
      }
    >
      {body()}
    </AuthLayout>
  );
}
