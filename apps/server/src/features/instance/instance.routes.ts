import type { App } from "../../lib/types";
import { getInstanceInfo } from "./instance.service";

export async function instanceRoutes(app: App) {
  app.get("/api/instances/", { config: { access: "public" } }, async () =>
    getInstanceInfo(app.db, app.env, app.mailer.configured),
  );
}
