import { useMemo } from "react";
import { SettingsHeader } from "../../../components/settings-header";
import { PageSpinner } from "../../../components/ui/spinner";
import { memberName, useWorkspaceMembers } from "../../project-members";
import { useMe } from "../api/use-me";
import { useProject } from "../api/use-project";
import { ProjectDangerZone } from "../components/project-danger-zone";
import { type LeadOption, ProjectGeneralForm } from "../components/project-general-form";
import { isProjectAdmin } from "../lib/settings-sections";
import { useSettingsParams } from "../lib/use-settings-params";

export function ProjectGeneralSettingsPage() {
  const { slug, projectId } = useSettingsParams();
  const project = useProject(slug, projectId);
  const me = useMe();
  const members = useWorkspaceMembers(slug);

  const leadOptions = useMemo(() => {
    const options: LeadOption[] = [];
    if (me.data) options.push({ id: me.data.id, name: `${memberName(me.data)} (you)` });
    for (const row of members.data ?? []) {
      if (!row.member.is_bot && row.member.id !== me.data?.id) options.push({ id: row.member.id, name: memberName(row.member) });
    }
    const lead = project.data?.project_lead;
    if (lead && !options.some((o) => o.id === lead)) options.push({ id: lead, name: "Former member" });
    return options;
  }, [me.data, members.data, project.data?.project_lead]);

  if (!project.data) return <PageSpinner label="Loading project" />;
  const canEdit = isProjectAdmin(project.data.member_role);

  return (
    <div className="space-y-8">
      <SettingsHeader title="General" description="The project's name, identifier, visibility and lead." />
      <ProjectGeneralForm key={project.data.id} slug={slug} project={project.data} canEdit={canEdit} leadOptions={leadOptions} />
      {canEdit && <ProjectDangerZone slug={slug} project={project.data} />}
    </div>
  );
}
