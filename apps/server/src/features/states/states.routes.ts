import type { App } from "../../lib/types";

export async function stateRoutes(_app: App) {}
