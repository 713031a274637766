import { type Project, projectEndpoints as projects, ROLE } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { favoriteListEdit } from "../../../lib/favorite-list";
import { useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { projectsKeys } from "./project-keys";
import { projectEdits } from "./project-lists";

/** Stars or unstars a project everywhere it is listed before the server answers (spec §4 favorites). */
export function useToggleFavoriteProject(slug: string) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<{ project: Project; favorite: boolean }, unknown>({
    mutationKey: projectsKeys.all(slug),
    mutationFn: ({ project, favorite }) =>
      favorite
        ? call(projects.favorite, { params: { slug }, body: { project: project.id } })
        : call(projects.unfavorite, { params: { slug, projectId: project.id } }),
    edits: ({ project, favorite }) => [
      ...projectEdits(queryClient, slug, project.id, (p) => ({ ...p, is_favorite: favorite })),
      favoriteListEdit(
        queryClient,
        slug,
        { type: "project", id: project.id, projectId: project.id, name: project.name, logo_props: project.logo_props },
        favorite,
      ),
    ],
    errorTitle: ({ project, favorite }) =>
      favorite ? `Couldn't add ${project.name} to favorites` : `Couldn't remove ${project.name} from favorites`,
  });
}

/** Joins a public project with the caller's workspace role (Member until the server says otherwise). */
export function useJoinProject(slug: string) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<{ project: Project; userId: string }, Project>({
    mutationKey: projectsKeys.all(slug),
    mutationFn: ({ project }) => call(projects.join, { params: { slug, projectId: project.id } }),
    edits: ({ project, userId }) =>
      projectEdits(queryClient, slug, project.id, (p) => ({
        ...p,
        is_member: true,
        member_role: p.member_role ?? ROLE.MEMBER,
        members: p.members.includes(userId) ? p.members : [...p.members, userId],
        total_members: p.members.includes(userId) ? p.total_members : p.total_members + 1,
      })),
    errorTitle: ({ project }) => `Couldn't join ${project.name}`,
  });
}
