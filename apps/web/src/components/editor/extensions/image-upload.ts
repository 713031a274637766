import { Extension } from "@tiptap/core";
import { type EditorState, Plugin, PluginKey } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import type { Editor } from "@tiptap/react";
import { toast } from "../../../lib/toast";

/** Uploads one image and answers the address it is served from; reports progress as a fraction. */
export type UploadImage = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

type Placeholder = { id: object; pos: number; element: HTMLElement };
type Meta = { add?: Placeholder; remove?: object };

const uploadsKey = new PluginKey<DecorationSet>("imageUploads");

const imagesOf = (files: FileList | null | undefined) => Array.from(files ?? []).filter((f) => f.type.startsWith("image/"));

function placeholderPos(state: EditorState, id: object): number | null {
  const found = uploadsKey.getState(state)?.find(undefined, undefined, (spec) => spec.id === id);
  return found?.length ? found[0].from : null;
}

/**
 * Sends an image through the host's upload (the attachment flow) and puts it where it was dropped, pasted
 * or asked for. Until then a placeholder there shows the progress; it follows edits made meanwhile, and the
 * document holds no half-uploaded image (nor do the other editors of a co-edited page).
 */
export function startImageUpload(editor: Editor, upload: UploadImage, file: File, pos = editor.state.selection.from) {
  const id = {};
  const element = document.createElement("span");
  element.className = "image-upload";
  element.setAttribute("role", "status");
  element.textContent = `Uploading ${file.name}…`;
  editor.view.dispatch(editor.state.tr.setMeta(uploadsKey, { add: { id, pos, element } } satisfies Meta));
  const done = () => {
    if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(uploadsKey, { remove: id } satisfies Meta));
  };
  upload(file, (fraction) => {
    element.textContent = `Uploading ${file.name}… ${Math.round(fraction * 100)}%`;
  }).then(
    (src) => {
      if (editor.isDestroyed) return;
      const at = placeholderPos(editor.state, id);
      done();
      if (at === null) return;
      editor
        .chain()
        .insertContentAt(at, { type: "image", attrs: { src, alt: file.name } })
        .run();
    },
    (error: unknown) => {
      done();
      toast.error(`Couldn't upload ${file.name}`, { description: error instanceof Error ? error.message : undefined });
    },
  );
}

/** Opens the file picker for `/image` and the toolbar. */
export function pickImage(editor: Editor, upload: UploadImage) {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = "image/*";
  input.multiple = true;
  input.addEventListener("change", () => {
    for (const file of imagesOf(input.files)) startImageUpload(editor, upload, file);
  });
  input.click();
}

type Options = { upload: () => UploadImage | undefined };

/** Pasted and dropped image files go through the upload; without one (comments, stickies) they are left alone. */
export const ImageUpload = Extension.create<Options>({
  name: "imageUpload",
  addOptions: () => ({ upload: () => undefined }),
  addProseMirrorPlugins() {
    const { editor } = this;
    const getUpload = this.options.upload;
    const take = (files: File[], pos?: number) => {
      const upload = getUpload();
      if (!upload || files.length === 0 || !editor.isEditable) return false;
      for (const file of files) startImageUpload(editor as unknown as Editor, upload, file, pos);
      return true;
    };
    return [
      new Plugin<DecorationSet>({
        key: uploadsKey,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            let next = set.map(tr.mapping, tr.doc);
            const meta = tr.getMeta(uploadsKey) as Meta | undefined;
            if (meta?.add) next = next.add(tr.doc, [Decoration.widget(meta.add.pos, meta.add.element, { id: meta.add.id })]);
            if (meta?.remove) next = next.remove(next.find(undefined, undefined, (spec) => spec.id === meta.remove));
            return next;
          },
        },
        props: {
          decorations: (state) => uploadsKey.getState(state),
          handlePaste: (_view, event) => take(imagesOf(event.clipboardData?.files)),
          handleDrop: (view, event) => {
            const files = imagesOf((event as DragEvent).dataTransfer?.files);
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
            return take(files, at);
          },
        },
      }),
    ];
  },
});
