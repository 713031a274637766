import type { App } from "../../lib/types";
import { getInstanceInfo } from "./instance.service";

export async function instanceRoutes(app: App) {
  app.get("/api/instances/", { config: { public: true } }, async () => getInstanceInfo(app.db, app.env, app.mailer.configured));
}
