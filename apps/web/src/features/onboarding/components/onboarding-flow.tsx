import type { User, UserProfile, Workspace, WorkspaceInvitation } from "@hangar/contracts";
import { Check } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import { useFinishOnboarding } from "../api/use-finish-onboarding";
import { useUpdateProfile } from "../api/use-update-profile";
import { InviteStep } from "./invite-step";
import { ProfileStep } from "./profile-step";
import { WorkspaceStep } from "./workspace-step";

type WorkspaceRef = Pick<Workspace, "id" | "slug" | "name">;
type Step = { kind: "profile" } | { kind: "workspace" } | { kind: "invite"; workspace: WorkspaceRef };

type OnboardingFlowProps = {
  user: User;
  profile: UserProfile;
  /** Workspaces the user already belongs to; lets a reload resume after the workspace step. */
  workspaces: Workspace[];
};

const STEPS = [
  { kind: "profile", label: "Profile" },
  { kind: "workspace", label: "Workspace" },
  { kind: "invite", label: "Invite" },
] as const;

function initialStep(profile: UserProfile, workspaces: Workspace[]): Step {
  const done: Partial<UserProfile["onboarding_step"]> = profile.onboarding_step ?? {};
  if (!done.profile_complete) return { kind: "profile" };
  const workspace = workspaces[0];
  if (workspace && (done.workspace_create || done.workspace_join)) return { kind: "invite", workspace };
  return { kind: "workspace" };
}

const COPY: Record<Step["kind"], { title: string; description: string }> = {
  profile: { title: "Tell us about yourself", description: "Your name and display name are shown to your teammates." },
  workspace: { title: "Set up your workspace", description: "Join your team or create a new workspace to get started." },
  invite: { title: "Invite your teammates", description: "Work is better together. You can always invite people later." },
};

export function OnboardingFlow({ user, profile, workspaces }: OnboardingFlowProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(() => initialStep(profile, workspaces));
  const updateProfile = useUpdateProfile();
  const finish = useFinishOnboarding();
  const stepIndex = STEPS.findIndex((s) => s.kind === step.kind);

  async function complete(workspace: WorkspaceRef) {
    try {
      await finish.mutateAsync(workspace.id);
      navigate(`/${workspace.slug}/`, { replace: true });
    } catch {
      toast.error("Failed to finish user onboarding");
    }
  }

  /** Progress flags are best effort: losing one only means a reload resumes a step earlier. */
  function markStep(flag: "workspace_create" | "workspace_join") {
    return updateProfile.mutateAsync({ onboarding_step: { profile_complete: true, [flag]: true } }).catch(() => undefined);
  }

  async function handleCreated(workspace: Workspace) {
    await markStep("workspace_create");
    setStep({ kind: "invite", workspace });
  }

  async function handleJoined(invitation: WorkspaceInvitation) {
    await markStep("workspace_join");
    await complete(invitation.workspace);
  }

  /** Someone who joined through an invitation link before onboarding has a workspace: straight into it. */
  async function handleProfileDone() {
    const joined = workspaces[0];
    if (joined) await complete(joined);
    else setStep({ kind: "workspace" });
  }

  const copy = COPY[step.kind];

  return (
    <div className="flex flex-col gap-6">
      <ol className="flex items-center gap-2 text-xs" aria-label="Onboarding progress">
        {STEPS.map((s, index) => (
          <li key={s.kind} className="flex items-center gap-2" aria-current={index === stepIndex ? "step" : undefined}>
            <span
              className={cn(
                "flex size-5 items-center justify-center rounded-full border text-2xs font-semibold",
                index < stepIndex && "border-accent bg-accent text-accent-fg",
                index === stepIndex && "border-accent text-accent",
                index > stepIndex && "border-border text-fg-subtle",
              )}
            >
              {index < stepIndex ? <Check className="size-3" aria-hidden /> : index + 1}
            </span>
            <span className={cn(index === stepIndex ? "font-medium text-fg" : "text-fg-muted")}>{s.label}</span>
            {index < STEPS.length - 1 && <span className="h-px w-6 bg-border" aria-hidden />}
          </li>
        ))}
      </ol>
      <div className="space-y-1">
        <h1 className="text-lg font-semibold tracking-tight text-fg">{copy.title}</h1>
        <p className="text-sm text-fg-muted">
          {step.kind === "invite"
            ? `Invite people to ${step.workspace.name}. You can always invite more later.`
            : copy.description}
        </p>
      </div>
      {step.kind === "profile" && <ProfileStep user={user} profile={profile} onDone={handleProfileDone} />}
      {step.kind === "workspace" && <WorkspaceStep onCreated={handleCreated} onJoined={handleJoined} />}
      {step.kind === "invite" && <InviteStep workspace={step.workspace} onDone={() => complete(step.workspace)} />}
    </div>
  );
}
