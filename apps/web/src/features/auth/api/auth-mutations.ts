import { type EndpointBody, workspaceEndpoints as endpoints } from "@hangar/contracts";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api";

type Credentials = EndpointBody<typeof endpoints.signIn>;
type SignUpBody = EndpointBody<typeof endpoints.signUp>;

export function useEmailCheck() {
  return useMutation({ mutationFn: (email: string) => call(endpoints.emailCheck, { body: { email } }) });
}

export function useSignIn() {
  return useMutation({ mutationFn: (body: Credentials) => call(endpoints.signIn, { body }) });
}

export function useSignUp() {
  return useMutation({ mutationFn: (body: SignUpBody) => call(endpoints.signUp, { body }) });
}

export function useMagicGenerate() {
  return useMutation({ mutationFn: (email: string) => call(endpoints.magicGenerate, { body: { email } }) });
}

export function useMagicSignIn() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof endpoints.magicSignIn>) => call(endpoints.magicSignIn, { body }),
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => call(endpoints.forgotPassword, { body: { email } }) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof endpoints.resetPassword>) => call(endpoints.resetPassword, { body }),
  });
}

export function useSetPassword() {
  return useMutation({ mutationFn: (password: string) => call(endpoints.setPassword, { body: { password } }) });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { old_password: string; new_password: string }) => call(endpoints.changePassword, { body }),
  });
}
