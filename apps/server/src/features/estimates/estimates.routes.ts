import { projectEndpoints as estimates } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { toPoint } from "./estimates.repo";
import {
  createEstimate,
  createEstimatePoint,
  deleteEstimate,
  deleteEstimatePoint,
  estimateIdOfPoint,
  getEstimate,
  listEstimates,
  listWorkspaceEstimates,
  updateEstimate,
  updateEstimatePoint,
} from "./estimates.service";

/** Any project member reads estimates; only project Admins change them (spec §6 settings/estimates). */
export async function estimateRoutes(app: App) {
  const db = app.db;
  serve(app, estimates.listWorkspaceEstimates, ({ access }) => listWorkspaceEstimates(db, access));
  serve(app, estimates.listEstimates, ({ access }) => listEstimates(db, access));
  serve(app, estimates.createEstimate, ({ access, body }) => createEstimate(db, access, body));
  serve(app, estimates.getEstimate, ({ access, params }) => getEstimate(db, access, params.estimateId));
  serve(app, estimates.updateEstimate, ({ access, params, body }) => updateEstimate(db, access, params.estimateId, body));
  serve(app, estimates.deleteEstimate, ({ access, params }) => deleteEstimate(db, access, params.estimateId));
  serve(app, estimates.createEstimatePoint, async ({ access, params, body }) =>
    toPoint(await createEstimatePoint(db, access, params.estimateId, body)),
  );
  serve(app, estimates.updateEstimatePoint, async ({ access, params, body }) =>
    toPoint(await updateEstimatePoint(db, access, params.estimateId, params.pointId, body)),
  );
  serve(app, estimates.updatePoint, async ({ access, params, body }) => {
    const estimateId = await estimateIdOfPoint(db, access, params.pointId);
    return toPoint(await updateEstimatePoint(db, access, estimateId, params.pointId, body));
  });
  serve(app, estimates.deleteEstimatePoint, ({ access, params }) =>
    deleteEstimatePoint(db, access, params.estimateId, params.pointId),
  );
}
