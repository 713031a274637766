import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWorkspaceApp, workspaceStubs } from "../../../test/workspace-app";

const PROJECT = "0d6f3e1c-6b1c-4a53-9b8e-4f1f2a3b4c5d";
const CYCLE = "1e7a4f2d-7c2d-4b64-8c9f-5a2b3c4d5e6f";
const ISSUE = "2f8b5a3e-8d3e-4c75-9dab-6b3c4d5e6f7a";
const RECORD = "POST /api/workspaces/acme/recent-visits/";

describe("recording visits from the route", () => {
  it("tells the server once per object the screen starts showing, peeks included", async () => {
    const net = workspaceStubs(20, { [RECORD]: { status: 204 } });
    const app = renderWorkspaceApp(`/acme/projects/${PROJECT}/cycles/${CYCLE}`);
    await waitFor(() => expect(net.to(RECORD).map((r) => r.body)).toEqual([{ entity_name: "cycle", entity_identifier: CYCLE }]));

    await act(() => app.router.navigate(`/acme/projects/${PROJECT}/cycles/${CYCLE}?peekId=${ISSUE}`));
    await waitFor(() => expect(net.to(RECORD)).toHaveLength(2));
    expect(net.to(RECORD)[1]?.body).toEqual({ entity_name: "issue", entity_identifier: ISSUE });

    await act(() => app.router.navigate(`/acme/projects/${PROJECT}/cycles/${CYCLE}?peekId=${ISSUE}&layout=list`));
    await act(() => app.router.navigate(`/acme/projects/${PROJECT}/issues`));
    await waitFor(() => expect(net.to(RECORD)).toHaveLength(3));
    expect(net.to(RECORD)[2]?.body).toEqual({ entity_name: "project", entity_identifier: PROJECT });

    await act(() => app.router.navigate("/acme/notifications"));
    await act(() => app.router.navigate("/acme/"));
    expect(net.to(RECORD)).toHaveLength(3);
  });
});
