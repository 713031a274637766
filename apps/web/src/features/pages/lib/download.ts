/** Saves text as a file through the browser's download. */
export function downloadText(filename: string, text: string, type = "text/markdown") {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A file name from a page title: letters, digits, spaces, dashes and underscores. */
export const fileNameOf = (title: string) => title.replace(/[^\p{L}\p{N} _-]+/gu, "").trim() || "page";
