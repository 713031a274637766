import { describe, expect, it } from "vitest";
import { resolveUploadUrl } from "../api/upload-file";
import { formatBytes, formatMegabytes } from "./format-bytes";
import { isEmptyHtml } from "./html";
import { shortRelativeTime } from "./relative-time";

describe("shortRelativeTime", () => {
  const now = new Date("2025-06-01T12:00:00Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it("uses the spec's short forms with 30-day months", () => {
    expect(shortRelativeTime(ago(3), now)).toBe("just now");
    expect(shortRelativeTime(ago(42), now)).toBe("42s ago");
    expect(shortRelativeTime(ago(5 * 60), now)).toBe("5m ago");
    expect(shortRelativeTime(ago(3 * 3600), now)).toBe("3h ago");
    expect(shortRelativeTime(ago(29 * 86400), now)).toBe("29d ago");
    expect(shortRelativeTime(ago(30 * 86400), now)).toBe("1mo ago");
    expect(shortRelativeTime(ago(400 * 86400), now)).toBe("1y ago");
  });
});

describe("resolveUploadUrl", () => {
  it("sends the server's own upload path to the page's origin", () => {
    expect(resolveUploadUrl("http://127.0.0.1:3000/api/assets/v2/uploads/")).toBe("/api/assets/v2/uploads/");
    expect(resolveUploadUrl("https://tracker.example.com/other/", "https://tracker.example.com")).toBe("/other/");
  });

  it("leaves a storage bucket's URL alone", () => {
    expect(resolveUploadUrl("https://bucket.s3.amazonaws.com/", "https://tracker.example.com")).toBe(
      "https://bucket.s3.amazonaws.com/",
    );
  });
});

describe("sizes and empty rich text", () => {
  it("formats bytes and limits", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(12 * 1024 * 1024)).toBe("12 MB");
    expect(formatMegabytes(5 * 1024 * 1024)).toBe("5 MB");
  });

  it("treats an emptied editor as empty but a lone mention as content", () => {
    expect(isEmptyHtml("<p></p>")).toBe(true);
    expect(isEmptyHtml("<p> &nbsp; </p>")).toBe(true);
    expect(isEmptyHtml('<p><mention-component entity_identifier="x" label="Bob"></mention-component></p>')).toBe(false);
  });
});
