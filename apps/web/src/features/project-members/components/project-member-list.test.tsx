import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { MEMBERS } from "../../issue-core/test-fixtures";
import { ProjectMemberList } from "./project-member-list";

const ada = { ...MEMBERS[0], id: "pm0", member: { ...MEMBERS[0].member, id: "u1", first_name: "Ada", last_name: "Lovelace" } };

describe("ProjectMemberList", () => {
  it("links each member's avatar and name to their profile in the workspace", async () => {
    stubFetch();
    const { user } = renderWithApp(
      <ProjectMemberList slug="acme" projectId="p1" members={[...MEMBERS, ada]} workspaceRoles={new Map()} canManage={false} />,
      { route: "/acme/projects/p1/settings/members" },
    );
    const list = screen.getByRole("list", { name: "Project members" });
    const grace = within(list).getByRole("link", { name: "Grace Hopper's profile" });
    expect(grace).toHaveAttribute("href", `/acme/profile/${MEMBERS[0]?.member.id}`);
    expect(within(list).getByRole("link", { name: "Ada Lovelace's profile" })).toHaveAttribute("href", "/acme/profile/u1");
    await user.click(grace);
    expect(await screen.findByTestId("location")).toHaveTextContent(`/acme/profile/${MEMBERS[0]?.member.id}`);
  });
});
