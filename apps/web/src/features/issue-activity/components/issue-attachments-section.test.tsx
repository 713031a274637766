import type { CreateAttachmentResponse, IssueAttachment } from "@hangar/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type StubHandler, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { ATTACHMENTS, makeAttachment, viewerRoutes } from "../test-fixtures";
import { IssueAttachmentsSection } from "./issue-attachments-section";

/** Stands in for the browser's XMLHttpRequest, the only network call fetch stubs cannot see. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = "";
  method = "";
  url = "";
  body: FormData | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, text = "") {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const UPLOAD_URL = "http://localhost:3000/api/assets/v2/uploads/";
const FIELDS = { key: "w1/abc", "Content-Type": "text/plain", policy: "eyJ9", signature: "sig" };

function renderSection(
  { canEdit = true, routes = {}, fileSizeLimit = 5 * 1024 * 1024 } = {} as {
    canEdit?: boolean;
    routes?: Record<string, StubHandler>;
    fileSizeLimit?: number;
  },
) {
  let server: IssueAttachment[] = [makeAttachment({ id: "att-1", name: "spec.pdf", type: "application/pdf", size: 1536 })];
  const net = stubFetch({
    ...viewerRoutes({ fileSizeLimit }),
    [`GET ${ATTACHMENTS}`]: () => ({ body: server }),
    [`POST ${ATTACHMENTS}`]: (request) => {
      const body = request.body as { name: string; size: number; type: string };
      const attachment = makeAttachment({ id: "att-2", ...body, is_uploaded: false });
      return {
        status: 201,
        body: {
          asset_id: "att-2",
          upload_data: { url: UPLOAD_URL, fields: FIELDS },
          attachment,
        } satisfies CreateAttachmentResponse,
      };
    },
    [`PATCH ${ATTACHMENTS}att-2/`]: () => {
      const done = makeAttachment({ id: "att-2", name: "notes.txt", size: 5 });
      server = [...server, done];
      return { body: done };
    },
    [`DELETE ${ATTACHMENTS}att-2/`]: { status: 204 },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <IssueAttachmentsSection slug="acme" projectId="p1" issueId="i1" canEdit={canEdit} />
      <Toaster />
    </>,
  );
  return { ...view, net };
}

const notes = () => new File(["hello"], "notes.txt", { type: "text/plain" });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("IssueAttachmentsSection", () => {
  it("lists attachments with size and uploader, downloading through the asset URL", async () => {
    renderSection();
    const link = await screen.findByRole("link", { name: "Download spec.pdf" });
    expect(link).toHaveAttribute("href", `${ATTACHMENTS}att-1/`);
    const row = link.closest("li") as HTMLElement;
    expect(row).toHaveTextContent("1.5 KB · Alice Doe · 10m ago");
    expect(within(row).getByRole("button", { name: "Delete spec.pdf" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Attachments, 1" })).toHaveAttribute("aria-expanded", "true");
  });

  it("creates the attachment, posts the signed fields then the file with progress, then completes it", async () => {
    const { user, net } = renderSection();
    await screen.findByRole("link", { name: "Download spec.pdf" });
    await user.upload(screen.getByLabelText("Attach files"), notes());

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(net.to(`POST ${ATTACHMENTS}`)[0].body).toEqual({ name: "notes.txt", size: 5, type: "text/plain" });
    const xhr = FakeXhr.sent[0];
    // The local store signs for the server's origin; the browser posts to the same path on its own.
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/assets/v2/uploads/");
    const entries = [...(xhr.body as FormData).entries()];
    expect(entries.map(([name]) => name)).toEqual(["key", "Content-Type", "policy", "signature", "file"]);
    expect(entries[0][1]).toBe("w1/abc");
    expect((entries[4][1] as File).name).toBe("notes.txt");

    const bar = screen.getByRole("progressbar", { name: "Uploading notes.txt" });
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    xhr.progress(2, 5);
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "40"));
    expect(net.to(`PATCH ${ATTACHMENTS}att-2/`)).toHaveLength(0);

    xhr.respond(204);
    await screen.findByRole("link", { name: "Download notes.txt" });
    expect(net.to(`PATCH ${ATTACHMENTS}att-2/`)).toHaveLength(1);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("refuses a file over the instance's size limit before asking the server", async () => {
    const { user, net } = renderSection({ fileSizeLimit: 1024 * 1024 });
    await screen.findByRole("link", { name: "Download spec.pdf" });
    const big = new File([new Uint8Array(1024 * 1024 + 1)], "video.mp4", { type: "video/mp4" });
    await user.upload(screen.getByLabelText("Attach files"), big);
    expect(await screen.findByText("File is larger than 1 MB")).toBeInTheDocument();
    expect(net.to(`POST ${ATTACHMENTS}`)).toHaveLength(0);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("cancels an upload in flight and drops the reserved attachment", async () => {
    const { user, net } = renderSection();
    await screen.findByRole("link", { name: "Download spec.pdf" });
    await user.upload(screen.getByLabelText("Attach files"), notes());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));

    await user.click(screen.getByRole("button", { name: "Cancel upload of notes.txt" }));
    expect(await screen.findByText("Upload canceled")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    await waitFor(() => expect(net.to(`DELETE ${ATTACHMENTS}att-2/`)).toHaveLength(1));
    expect(net.to(`PATCH ${ATTACHMENTS}att-2/`)).toHaveLength(0);
  });

  it("shows a failed upload as a toast and removes its row", async () => {
    const { user } = renderSection();
    await screen.findByRole("link", { name: "Download spec.pdf" });
    await user.upload(screen.getByLabelText("Attach files"), notes());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0].respond(400, JSON.stringify({ error: "file: file size exceeds the 5 MB limit" }));
    expect(await screen.findByText("Couldn't upload notes.txt")).toBeInTheDocument();
    expect(screen.getByText("file: file size exceeds the 5 MB limit")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("uploads files dropped on the section", async () => {
    renderSection();
    const section = await screen.findByRole("region", { name: "Attachments" });
    await screen.findByRole("link", { name: "Download spec.pdf" });
    const dataTransfer = { files: [notes()], types: ["Files"] };
    fireEvent.dragEnter(section, { dataTransfer });
    expect(screen.getByText("Drop files to attach them")).toBeInTheDocument();
    fireEvent.drop(section, { dataTransfer });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(screen.queryByText("Drop files to attach them")).not.toBeInTheDocument();
  });

  it("hides upload and delete from guests", async () => {
    renderSection({ canEdit: false });
    await screen.findByRole("link", { name: "Download spec.pdf" });
    expect(screen.queryByRole("button", { name: "Upload files" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Attach files")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete spec.pdf" })).not.toBeInTheDocument();
  });
});
