import type { UploadData } from "@hangar/contracts";

/** Thrown when the user cancels an upload, so callers can tell it from a failure. */
export class UploadCanceledError extends Error {
  constructor() {
    super("Upload canceled");
    this.name = "UploadCanceledError";
  }
}

/** Spec §9: progress reaches the screen at most once per 16 ms. */
export const PROGRESS_INTERVAL_MS = 16;

/**
 * The local store signs uploads for the server's public origin, which differs from the page's under
 * `npm run dev` (:5173); such URLs are sent to the same path on the page's own origin (the dev proxy
 * forwards /api). Any other URL (an S3 bucket) is used as given.
 */
export function resolveUploadUrl(url: string, appOrigin?: string): string {
  const here = window.location.origin;
  let parsed: URL;
  try {
    parsed = new URL(url, here);
  } catch {
    return url;
  }
  const sameApp = parsed.origin === here || (!!appOrigin && parsed.origin === new URL(appOrigin, here).origin);
  if (sameApp || parsed.pathname.startsWith("/api/assets/v2/uploads/")) return `${parsed.pathname}${parsed.search}`;
  return parsed.href;
}

export type UploadHandle = { promise: Promise<void>; abort: () => void };

/**
 * POSTs the file as multipart form data: every signed field first, then `file` (S3 ignores fields that
 * follow the file). XMLHttpRequest rather than fetch because only it reports upload progress.
 */
export function uploadFile(
  data: UploadData,
  file: File,
  onProgress: (fraction: number) => void,
  appOrigin?: string,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest = 0;
  const flush = () => {
    timer = null;
    onProgress(latest);
  };
  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const promise = new Promise<void>((resolve, reject) => {
    xhr.upload.onprogress = (event: ProgressEvent) => {
      if (!event.lengthComputable || event.total === 0) return;
      latest = Math.min(1, event.loaded / event.total);
      timer ??= setTimeout(flush, PROGRESS_INTERVAL_MS);
    };
    xhr.onload = () => {
      stopTimer();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new Error(uploadErrorText(xhr)));
      }
    };
    xhr.onerror = () => {
      stopTimer();
      reject(new Error("The upload was interrupted. Check your connection and try again."));
    };
    xhr.onabort = () => {
      stopTimer();
      reject(new UploadCanceledError());
    };
  });

  const form = new FormData();
  for (const [name, value] of Object.entries(data.fields)) form.append(name, value);
  form.append("file", file);
  xhr.open("POST", resolveUploadUrl(data.url, appOrigin));
  xhr.send(form);
  return { promise, abort: () => xhr.abort() };
}

function uploadErrorText(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: string };
    if (body?.error) return body.error;
  } catch {
    // S3 answers XML; the status says enough.
  }
  return `The upload failed (status ${xhr.status}).`;
}
