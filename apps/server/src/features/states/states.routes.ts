import { projectEndpoints as states } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import {
  createState,
  deleteState,
  getState,
  listStates,
  listWorkspaceStates,
  markDefaultState,
  updateState,
} from "./states.service";

/** States: the endpoints are declared in packages/contracts/src/endpoints/projects.ts; the rules live in the service. */
export async function stateRoutes(app: App) {
  const db = app.db;
  serve(app, states.listWorkspaceStates, ({ access }) => listWorkspaceStates(db, access));
  serve(app, states.listStates, ({ access }) => listStates(db, access));
  serve(app, states.createState, ({ access, body }) => createState(db, access, body));
  serve(app, states.getState, ({ access, params }) => getState(db, access, params.stateId));
  serve(app, states.updateState, ({ access, params, body }) => updateState(db, access, params.stateId, body));
  serve(app, states.replaceState, ({ access, params, body }) => updateState(db, access, params.stateId, body));
  serve(app, states.markDefaultState, ({ access, params }) => markDefaultState(db, access, params.stateId));
  serve(app, states.deleteState, ({ access, params }) => deleteState(db, access, params.stateId));
}
