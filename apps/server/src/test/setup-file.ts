import { afterAll } from "vitest";
import { endTestFile } from "./test-postgres";

afterAll(endTestFile);
