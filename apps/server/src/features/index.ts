import type { App } from "../lib/types";
import { authRoutes } from "./auth/auth.routes";
import { instanceRoutes } from "./instance/instance.routes";

/** Every feature's routes, in one place so app.ts stays small. */
export async function registerFeatures(app: App) {
  await app.register(instanceRoutes);
  await app.register(authRoutes);
}
