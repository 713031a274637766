import type { App } from "../../lib/types";

export async function userRoutes(_app: App) {}
