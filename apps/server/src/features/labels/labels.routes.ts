import { projectEndpoints as labels } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { createLabel, deleteLabel, getLabel, listLabels, listWorkspaceLabels, updateLabel } from "./labels.service";

/** Labels: the endpoints are declared in packages/contracts/src/endpoints/projects.ts; the rules live in the service. */
export async function labelRoutes(app: App) {
  const db = app.db;
  serve(app, labels.listWorkspaceLabels, ({ access }) => listWorkspaceLabels(db, access));
  serve(app, labels.listLabels, ({ access }) => listLabels(db, access));
  serve(app, labels.createLabel, ({ access, body }) => createLabel(db, access, body));
  serve(app, labels.getLabel, ({ access, params }) => getLabel(db, access, params.labelId));
  serve(app, labels.updateLabel, ({ access, params, body }) => updateLabel(db, access, params.labelId, body));
  serve(app, labels.deleteLabel, ({ access, params }) => deleteLabel(db, access, params.labelId));
}
