/** The presigned upload moved to lib (page images use it too); attachments keep importing it from here. */
export * from "../../../lib/upload-file";
