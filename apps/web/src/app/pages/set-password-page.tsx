import type { User } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth";
import { SetPasswordForm } from "../../features/auth/pages";
import { queryKeys } from "../../lib/query-keys";
import { toast } from "../../lib/toast";
import { AuthLayout } from "../auth-layout";
import { SignedInRedirect } from "../guards/signed-in-redirect";

export function SetPasswordPage() {
  const [params] = useSearchParams();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  if (leaving) return <SignedInRedirect nextPath={params.get("next_path")} />;
  if (!me.data) return <PageSpinner />;

  return (
    <AuthLayout>
      <SetPasswordForm
        email={me.data.email}
        onSkip={() => setLeaving(true)}
        onDone={() => {
          queryClient.setQueryData<User>(queryKeys.me, (user) => user && { ...user, is_password_autoset: false });
          toast.success("Password set");
          setLeaving(true);
        }}
      />
    </AuthLayout>
  );
}
