import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import {
  cycleTarget,
  getUserProperties,
  moduleTarget,
  projectTarget,
  updateUserProperties,
  workspaceTarget,
} from "./user-properties.service";

/** Filter and display preferences are personal: anyone who may read the list keeps their own (guests too). */
export async function userPropertyRoutes(app: App) {
  const db = app.db;
  serve(app, endpoints.workspaceProperties, ({ access }) => getUserProperties(db, workspaceTarget(access)));
  serve(app, endpoints.updateWorkspaceProperties, ({ access, body }) => updateUserProperties(db, workspaceTarget(access), body));
  serve(app, endpoints.projectProperties, ({ access }) => getUserProperties(db, projectTarget(access)));
  serve(app, endpoints.updateProjectProperties, ({ access, body }) => updateUserProperties(db, projectTarget(access), body));
  serve(app, endpoints.cycleProperties, async ({ access, params }) =>
    getUserProperties(db, await cycleTarget(db, access, params.cycleId)),
  );
  serve(app, endpoints.updateCycleProperties, async ({ access, params, body }) =>
    updateUserProperties(db, await cycleTarget(db, access, params.cycleId), body),
  );
  serve(app, endpoints.moduleProperties, async ({ access, params }) =>
    getUserProperties(db, await moduleTarget(db, access, params.moduleId)),
  );
  serve(app, endpoints.updateModuleProperties, async ({ access, params, body }) =>
    updateUserProperties(db, await moduleTarget(db, access, params.moduleId), body),
  );
}
