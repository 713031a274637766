import { z } from "zod";

// Imported first by main.tsx, before any module builds a schema. Zod probes `new Function` when it builds
// an object schema, to see whether it may compile parsers; the Content-Security-Policy refuses eval, so
// the probe would log a violation on every load. Jitless parsing never probes.
z.config({ jitless: true });
