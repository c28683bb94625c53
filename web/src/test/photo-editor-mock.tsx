import type { PhotoEditorProps } from '@/components/photo-editor/photo-editor';

/**
 * Stands in for the photo editor (canvas cropping does not run in jsdom): one button that
 * "confirms" a small JPEG blob. Use with
 * `vi.mock('@/components/photo-editor/photo-editor', () => import('@/test/photo-editor-mock'))`.
 */
export function PhotoEditor({ onConfirm, initialPreviewUrl, label }: PhotoEditorProps) {
  return (
    <div role="group" aria-label={label ?? 'Photo editor'}>
      {initialPreviewUrl && <img src={initialPreviewUrl} alt="Preview of the cropped photo" />}
      <button
        type="button"
        onClick={() =>
          onConfirm(new Blob(['jpeg-bytes'], { type: 'image/jpeg' }), 'blob:preview-of-banner')
        }
      >
        Confirm test photo
      </button>
    </div>
  );
}
