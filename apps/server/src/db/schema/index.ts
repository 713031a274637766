export * from "./issues";
export * from "./planning";
export * from "./projects";
export * from "./users";
export * from "./workspaces";
