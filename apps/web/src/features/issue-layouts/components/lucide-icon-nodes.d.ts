/** Each lucide icon module also exports the shapes it draws, which chip-icons.ts turns into CSS masks. */
declare module "lucide-react/dist/esm/icons/*.js" {
  export const __iconNode: [tag: string, attributes: Record<string, string>][];
}
