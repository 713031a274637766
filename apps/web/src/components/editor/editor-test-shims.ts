/**
 * jsdom has no layout; ProseMirror asks for coordinates on clicks and selection changes. Test files
 * that drive the editor import this once (it is not part of the app bundle).
 */
export function installEditorDomShims() {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  document.elementFromPoint ??= () => null;
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();
}

installEditorDomShims();
