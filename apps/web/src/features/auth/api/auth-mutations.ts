import type { EmailCheckResponse, User } from "@hangar/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

type Credentials = { email: string; password: string };
type SignUpBody = Credentials & { first_name?: string; last_name?: string };
type Message = { message: string };

export function useEmailCheck() {
  return useMutation({ mutationFn: (email: string) => api.post<EmailCheckResponse>("/auth/email-check/", { email }) });
}

export function useSignIn() {
  return useMutation({ mutationFn: (body: Credentials) => api.post<User>("/auth/sign-in/", body) });
}

export function useSignUp() {
  return useMutation({ mutationFn: (body: SignUpBody) => api.post<User>("/auth/sign-up/", body) });
}

export function useMagicGenerate() {
  return useMutation({ mutationFn: (email: string) => api.post<{ key: string }>("/auth/magic-generate/", { email }) });
}

export function useMagicSignIn() {
  return useMutation({ mutationFn: (body: { email: string; code: string }) => api.post<User>("/auth/magic-sign-in/", body) });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => api.post<Message>("/auth/forgot-password/", { email }) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { uidb64: string; token: string; password: string }) => api.post<User>("/auth/reset-password/", body),
  });
}

export function useSetPassword() {
  return useMutation({ mutationFn: (password: string) => api.post<Message>("/auth/set-password/", { password }) });
}
