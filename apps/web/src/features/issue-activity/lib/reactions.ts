import type { Reaction } from "@hangar/contracts";

export type ReactionGroup = { reaction: string; count: number; mine: boolean; names: string[] };

/** One chip per emoji in the order each was first used, flagged when the viewer is among the reactors. */
export function groupReactions(reactions: Reaction[], myId: string | undefined): ReactionGroup[] {
  const groups = new Map<string, ReactionGroup>();
  for (const r of reactions) {
    const group = groups.get(r.reaction) ?? { reaction: r.reaction, count: 0, mine: false, names: [] };
    group.count += 1;
    if (r.actor === myId) group.mine = true;
    if (r.actor_detail?.display_name) group.names.push(r.actor_detail.display_name);
    groups.set(r.reaction, group);
  }
  return [...groups.values()];
}

export const COMMON_EMOJIS = ["👍", "👎", "😄", "🎉", "😕", "❤️", "🚀", "👀", "🔥", "💯", "🙏", "✅"];
