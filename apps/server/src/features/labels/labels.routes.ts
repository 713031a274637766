import type { App } from "../../lib/types";

export async function labelRoutes(_app: App) {}
