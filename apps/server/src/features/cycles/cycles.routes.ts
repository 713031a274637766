import { cycleEndpoints as cycles } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { cycleAnalytics } from "./cycle-analytics";
import { addCycleIssues, removeCycleIssue, transferCycleIssues } from "./cycle-issues.service";
import {
  archiveCycle,
  checkCycleDates,
  createCycle,
  deleteCycle,
  favoriteCycle,
  getCycle,
  getCycleProgress,
  listActiveCycles,
  listArchivedCycles,
  listCycles,
  listWorkspaceCycles,
  requireCycle,
  restoreCycle,
  unfavoriteCycle,
  updateCycle,
} from "./cycles.service";

/** Cycles: the endpoints are declared in packages/contracts/src/endpoints/cycles.ts; the rules live in the services. */
export async function cycleRoutes(app: App) {
  const db = app.db;
  serve(app, cycles.listWorkspace, ({ access }) => listWorkspaceCycles(db, access));
  serve(app, cycles.listActive, ({ access, query }) => listActiveCycles(db, access, query));
  serve(app, cycles.list, ({ access, query }) => listCycles(db, access, query.cycle_view));
  serve(app, cycles.create, ({ access, body }) => createCycle(db, access, body));
  serve(app, cycles.dateCheck, ({ access, body }) => checkCycleDates(db, access, body));
  serve(app, cycles.get, ({ access, params }) => getCycle(db, access, params.cycleId));
  serve(app, cycles.update, ({ access, params, body }) => updateCycle(db, access, params.cycleId, body));
  serve(app, cycles.delete, ({ access, params }) => deleteCycle(db, access, params.cycleId));
  serve(app, cycles.addIssues, ({ access, params, body }) => addCycleIssues(db, access, params.cycleId, body.issues));
  serve(app, cycles.removeIssue, ({ access, params }) => removeCycleIssue(db, access, params.cycleId, params.issueId));
  serve(app, cycles.transferIssues, ({ access, params, body }) =>
    transferCycleIssues(db, access, params.cycleId, body.new_cycle_id),
  );
  serve(app, cycles.progress, ({ access, params }) => getCycleProgress(db, access, params.cycleId));
  serve(app, cycles.cycleProgress, ({ access, params }) => getCycleProgress(db, access, params.cycleId));
  serve(app, cycles.analytics, async ({ access, params, query }) =>
    cycleAnalytics(db, await requireCycle(db, access, params.cycleId), query.type),
  );
  serve(app, cycles.archive, ({ access, params }) => archiveCycle(db, access, params.cycleId));
  serve(app, cycles.restore, ({ access, params }) => restoreCycle(db, access, params.cycleId));
  serve(app, cycles.listArchived, ({ access }) => listArchivedCycles(db, access));
  serve(app, cycles.getArchived, ({ access, params }) => getCycle(db, access, params.cycleId, { archived: true }));
  serve(app, cycles.favorite, async ({ access, body, reply }) => {
    const { created, favorite } = await favoriteCycle(db, access, body.cycle);
    return reply.status(created ? 201 : 200).send(favorite);
  });
  serve(app, cycles.unfavorite, ({ access, params }) => unfavoriteCycle(db, access, params.cycleId));
}
