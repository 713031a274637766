import { lazy } from "react";
import { MountOnceOpen } from "../../components/mount-once-open";
import { useIssueCommands } from "../../features/issue-core/public";

// The flow brings the create form (its pickers, the editor): it loads the first time it is asked for.
const CreateIssueFlow = lazy(() => import("../../features/issues/pages").then((m) => ({ default: m.CreateIssueFlow })));

/** "New issue" where no issue list is open answers here (see the issues feature's CreateIssueFlow). */
export function CreateIssueHost({ slug }: { slug: string }) {
  const requested = useIssueCommands((s) => s.createRequested);
  return (
    <MountOnceOpen open={requested}>
      <CreateIssueFlow slug={slug} />
    </MountOnceOpen>
  );
}
