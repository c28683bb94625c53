/**
 * Moves the photo inside react-avatar-editor's crop canvas by (dx, dy) CSS pixels, as a short
 * mouse drag would. react-avatar-editor 15 ignores its `position` prop
 * (https://github.com/mosch/react-avatar-editor/issues/436), and dragging is its only way to
 * move the photo, so keyboard users get the same drag, replayed as events.
 */
export function nudgeEditor(canvas: HTMLCanvasElement, dx: number, dy: number): void {
  const mouse = (type: string, x = 0, y = 0) =>
    new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y });
  canvas.dispatchEvent(mouse('mousedown'));
  // The editor measures each move from the previous one, so the first only sets the origin.
  document.dispatchEvent(mouse('mousemove'));
  document.dispatchEvent(mouse('mousemove', dx, dy));
  document.dispatchEvent(mouse('mouseup'));
}

const keySteps: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The drag an arrow key stands for: 10 px, or 40 px with Shift; null for other keys. */
export function arrowKeyDrag(key: string, isShift: boolean): [number, number] | null {
  const step = keySteps[key];
  if (!step) return null;
  const size = isShift ? 40 : 10;
  return [step[0] * size, step[1] * size];
}
