import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export function useInstance() {
  return useQuery({
    queryKey: queryKeys.instance,
    queryFn: ({ signal }) => call(endpoints.instance, { signal }),
    staleTime: 5 * 60_000,
  });
}

export type AuthMethods = {
  signupEnabled: boolean;
  passwordEnabled: boolean;
  magicCodeEnabled: boolean;
  smtpConfigured: boolean;
};

/**
 * The sign-in methods this instance allows. Until the answer arrives (or if it fails) everything is
 * offered: the server still refuses a disabled method with a clear error code.
 */
export function useAuthMethods(): AuthMethods {
  const { data } = useInstance();
  const config = data?.config;
  return {
    signupEnabled: config?.is_signup_enabled ?? true,
    passwordEnabled: config?.is_email_password_enabled ?? true,
    magicCodeEnabled: config?.is_magic_login_enabled ?? true,
    smtpConfigured: config?.is_smtp_configured ?? true,
  };
}
