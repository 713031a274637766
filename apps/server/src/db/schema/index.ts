export * from "./projects";
export * from "./users";
export * from "./workspaces";
export * from "./issues";
export * from "./planning";
