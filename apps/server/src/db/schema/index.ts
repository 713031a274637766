export * from "./issues";
export * from "./notifications";
export * from "./pages";
export * from "./planning";
export * from "./projects";
export * from "./stickies";
export * from "./users";
export * from "./workspaces";
