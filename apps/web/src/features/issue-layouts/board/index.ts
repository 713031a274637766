export { resolveDrop } from "./board-drop";
export { BoardLayout } from "./board-layout";
