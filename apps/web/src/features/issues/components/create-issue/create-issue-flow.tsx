import { canWrite } from "@hangar/contracts";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { toast } from "../../../../lib/toast";
import { useIssueCommands } from "../../../issue-core";
import { useProjectList } from "../../../projects";
import { ChooseProjectDialog } from "../choose-project-dialog";
import { CreateIssueModal } from "./create-issue-modal";

/**
 * "New issue" where no issue list is open (an issue's page, cycles, settings, home): in the screen's
 * project when the caller may write there, else in their only project, else in the one they pick.
 */
export function CreateIssueFlow({ slug }: { slug: string }) {
  const requested = useIssueCommands((s) => s.createRequested);
  const { projectId: routeProjectId } = useParams();
  const projects = useProjectList(slug);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const writable = (projects.data ?? []).filter((p) => p.is_member && !p.archived_at && canWrite(p.member_role));

  const start = (id: string) => {
    setChoosing(false);
    setProjectId(id);
    setOpen(true);
  };

  // Answered once the project list is in (the sidebar has usually loaded it already).
  const ready = projects.data !== undefined || projects.isError;
  useEffect(() => {
    if (!requested || !ready) return;
    useIssueCommands.setState({ createRequested: false });
    const here = writable.find((p) => p.id === routeProjectId);
    if (here) start(here.id);
    else if (writable.length === 1) start(writable[0].id);
    else if (writable.length > 1) setChoosing(true);
    else toast.error("No project to create an issue in", { description: "Issues belong to a project you are a member of." });
  });

  return (
    <>
      {choosing && <ChooseProjectDialog open onOpenChange={setChoosing} projects={writable} onChoose={start} />}
      {projectId && <CreateIssueModal key={projectId} slug={slug} projectId={projectId} open={open} onOpenChange={setOpen} />}
    </>
  );
}
