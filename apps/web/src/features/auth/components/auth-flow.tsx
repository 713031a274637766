import type { EmailCheckResponse, User } from "@hangar/contracts";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { useEmailCheck, useMagicGenerate, useMagicSignIn, useSignIn, useSignUp } from "../api/auth-mutations";
import { useAuthMethods } from "../api/use-instance";
import { type AuthErrors, toAuthErrors } from "../lib/auth-errors";
import { CodeStep } from "./code-step";
import { EmailStep } from "./email-step";
import { PasswordStep } from "./password-step";
import { StepHeading } from "./step-heading";

export type AuthMode = "sign-in" | "sign-up";
type Step = "email" | "password" | "code";

type AuthFlowProps = {
  mode: AuthMode;
  initialEmail?: string;
  onAuthenticated: (user: User) => void;
};

/**
 * The two-step sign-in / sign-up flow: the email decides what comes next (email-check answers whether
 * the account exists and whether it signs in with a password or a mailed code).
 */
export function AuthFlow({ mode, initialEmail, onAuthenticated }: AuthFlowProps) {
  const methods = useAuthMethods();
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState(initialEmail ?? "");
  const [check, setCheck] = useState<EmailCheckResponse | null>(null);
  const [errors, setErrors] = useState<AuthErrors>({});

  const emailCheck = useEmailCheck();
  const magicGenerate = useMagicGenerate();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const magicSignIn = useMagicSignIn();

  const existing = check?.existing ?? mode === "sign-in";
  const clearErrors = () => setErrors((current) => (Object.keys(current).length ? {} : current));

  async function sendCode(address: string) {
    setErrors({});
    try {
      await magicGenerate.mutateAsync(address);
      setStep("code");
    } catch (error) {
      setErrors(toAuthErrors(error));
      throw error;
    }
  }

  async function submitEmail(address: string) {
    setErrors({});
    setEmail(address);
    try {
      const result = await emailCheck.mutateAsync(address);
      setCheck(result);
      if (result.status === "CREDENTIAL") setStep("password");
      else await sendCode(address);
    } catch (error) {
      setErrors(toAuthErrors(error));
    }
  }

  async function authenticate(call: () => Promise<User>) {
    setErrors({});
    try {
      onAuthenticated(await call());
    } catch (error) {
      setErrors(toAuthErrors(error));
    }
  }

  function backToEmail() {
    setErrors({});
    setStep("email");
  }

  const heading = {
    email:
      mode === "sign-in"
        ? { title: "Sign in to Hangar", description: "Enter your email to continue." }
        : { title: "Create your Hangar account", description: "Start planning and tracking your team's work." },
    password: existing
      ? { title: "Welcome back", description: `Enter the password for ${email}.` }
      : { title: "Create your account", description: `Choose a password for ${email}.` },
    code: { title: "Check your email", description: `We sent a 6-digit code to ${email}. It expires in 10 minutes.` },
  }[step];

  return (
    <div>
      <StepHeading title={heading.title} description={heading.description} />
      {errors.banner && (
        <Alert variant="error" className="mb-4" onDismiss={() => setErrors((e) => ({ ...e, banner: undefined }))}>
          {errors.banner}
        </Alert>
      )}
      {step === "email" && (
        <EmailStep
          defaultEmail={email}
          error={errors.email}
          pending={emailCheck.isPending || magicGenerate.isPending}
          onEdit={clearErrors}
          onSubmit={submitEmail}
        />
      )}
      {step === "password" && (
        <PasswordStep
          email={email}
          existing={existing}
          errors={errors}
          pending={signIn.isPending || signUp.isPending}
          codePending={magicGenerate.isPending}
          canUseCode={methods.magicCodeEnabled}
          onEdit={clearErrors}
          onChangeEmail={backToEmail}
          onUseCode={() => sendCode(email).catch(() => undefined)}
          onSubmit={(password) =>
            authenticate(() => (existing ? signIn.mutateAsync({ email, password }) : signUp.mutateAsync({ email, password })))
          }
        />
      )}
      {step === "code" && (
        <CodeStep
          email={email}
          error={errors.code}
          emailError={errors.email}
          pending={magicSignIn.isPending}
          resendPending={magicGenerate.isPending}
          canUsePassword={methods.passwordEnabled && check?.status === "CREDENTIAL"}
          onEdit={clearErrors}
          onChangeEmail={backToEmail}
          onUsePassword={() => {
            setErrors({});
            setStep("password");
          }}
          onResend={() => sendCode(email)}
          onSubmit={(code) => authenticate(() => magicSignIn.mutateAsync({ email, code }))}
        />
      )}
    </div>
  );
}
