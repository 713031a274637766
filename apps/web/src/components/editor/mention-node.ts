export type Mentionable = { id: string; display_name: string; avatar?: string | null };
