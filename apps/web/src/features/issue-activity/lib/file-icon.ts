import {
  File,
  FileArchive,
  FileAudio,
  FileCode,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileVideo,
  type LucideIcon,
} from "lucide-react";

const BY_EXTENSION: Record<string, LucideIcon> = {
  zip: FileArchive,
  gz: FileArchive,
  tgz: FileArchive,
  rar: FileArchive,
  "7z": FileArchive,
  csv: FileSpreadsheet,
  xls: FileSpreadsheet,
  xlsx: FileSpreadsheet,
  ods: FileSpreadsheet,
  pdf: FileText,
  doc: FileText,
  docx: FileText,
  txt: FileText,
  md: FileText,
  json: FileCode,
  js: FileCode,
  ts: FileCode,
  html: FileCode,
  css: FileCode,
  xml: FileCode,
};

/** An icon for a file from its MIME type, else its extension. */
export function fileIcon(type: string, name: string): LucideIcon {
  if (type.startsWith("image/")) return FileImage;
  if (type.startsWith("video/")) return FileVideo;
  if (type.startsWith("audio/")) return FileAudio;
  if (type.startsWith("text/")) return FileText;
  const ext = name.includes(".") ? name.split(".").pop()?.toLowerCase() : undefined;
  return (ext && BY_EXTENSION[ext]) || File;
}
