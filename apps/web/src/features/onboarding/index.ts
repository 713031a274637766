export { useInvitationForJoin, useJoinInvitation, useMyInvitations } from "./api/use-invitations";
export { CreateWorkspaceForm } from "./components/create-workspace-form";
export { InvitationList } from "./components/invitation-list";
export { OnboardingFlow } from "./components/onboarding-flow";
