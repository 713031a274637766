/** The stickies feature's public API for other server features: import from "../stickies", never its files. */
export { listStickies } from "./stickies.service";
