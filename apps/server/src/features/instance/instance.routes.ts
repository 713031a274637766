import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { getInstanceInfo } from "./instance.service";

export async function instanceRoutes(app: App) {
  serve(app, endpoints.instance, () => getInstanceInfo(app.db, app.env, app.mailer.configured));
}
