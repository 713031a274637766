/**
 * A sticky made optimistically lives under a temporary id until the server answers with its real one. Its
 * card keeps the key it was first drawn with, so the editor in it stays mounted (and focused) through the
 * swap; and edits typed before the answer find the real id here.
 */
const firstIds = new Map<string, string>();
const realIds = new Map<string, string>();

export function rememberFirstId(realId: string, temporaryId: string) {
  firstIds.set(realId, temporaryId);
  realIds.set(temporaryId, realId);
}

/** The React key of a sticky's card: the id it was first drawn with. */
export const cardKey = (id: string) => firstIds.get(id) ?? id;

/** The server's id for a sticky, once it has one. */
export const realStickyId = (id: string) => realIds.get(id) ?? id;
