import { favoriteEndpoints as endpoints } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import * as service from "./favorites.service";

/**
 * The favorites sidebar: declared in packages/contracts/src/endpoints/favorites.ts. Every member keeps their
 * own favorites (anyone else's answer 404); starring follows each entity's own favorite rules.
 */
export async function favoriteRoutes(app: App) {
  const db = app.db;
  serve(app, endpoints.list, ({ access, query }) => service.listFavorites(db, access, query));
  serve(app, endpoints.create, async ({ access, body, reply }) => {
    const { created, favorite } = await service.createFavorite(db, access, body);
    return reply.status(created ? 201 : 200).send(favorite);
  });
  serve(app, endpoints.update, ({ access, params, body }) => service.updateFavorite(db, access, params.favoriteId, body));
  serve(app, endpoints.delete, ({ access, params }) => service.deleteFavorite(db, access, params.favoriteId));
  serve(app, endpoints.group, ({ access, params }) => service.listFolder(db, access, params.favoriteId));
}
