import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useEffect, useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PhotoEditor } from './photo-editor';

const croppedJpeg = new Blob(['jpeg-bytes'], { type: 'image/jpeg' });
const mouseDowns = vi.fn();

// jsdom has no canvas; this stand-in loads at once and crops to a fixed blob.
vi.mock('react-avatar-editor', () => ({
  default: forwardRef<unknown, { image: File; width: number; onImageReady?: () => void }>(
    function FakeAvatarEditor({ image, width, onImageReady }, ref) {
      useImperativeHandle(ref, () => ({
        getImageScaledToCanvas: () => ({
          toBlob: (done: (blob: Blob | null) => void, type: string) => {
            expect(type).toBe('image/jpeg');
            done(croppedJpeg);
          },
        }),
      }));
      useEffect(() => onImageReady?.(), [image, onImageReady]);
      return (
        <canvas
          data-testid="crop-canvas"
          data-image={image.name}
          width={width}
          onMouseDown={mouseDowns}
        />
      );
    },
  ),
}));

beforeEach(() => {
  // jsdom has no 2D context; the JPEG is then encoded from the editor's canvas as it is.
  HTMLCanvasElement.prototype.getContext = vi.fn(() => null);
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => mouseDowns.mockReset());

const jpeg = (name = 'me.jpg') => new File(['photo'], name, { type: 'image/jpeg' });

function renderEditor(props: Partial<Parameters<typeof PhotoEditor>[0]> = {}) {
  const onConfirm = vi.fn();
  renderWithProviders(<PhotoEditor onConfirm={onConfirm} {...props} />);
  return { onConfirm, user: userEvent.setup({ applyAccept: false }) };
}

describe('PhotoEditor', () => {
  it('starts with a file picker that accepts JPEG, PNG and WebP', () => {
    renderEditor({ label: 'Banner' });

    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Photo file')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
    expect(screen.getByText('Banner')).toBeInTheDocument();
  });

  it('refuses other file types', async () => {
    const { user } = renderEditor();

    await user.upload(
      screen.getByLabelText('Photo file'),
      new File(['gif'], 'a.gif', { type: 'image/gif' }),
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    expect(screen.queryByTestId('crop-canvas')).not.toBeInTheDocument();
  });

  it('crops the chosen photo, confirms a JPEG and previews it, then edits again', async () => {
    const { user, onConfirm } = renderEditor({ width: 200, height: 150 });

    await user.upload(screen.getByLabelText('Photo file'), jpeg());
    const canvas = screen.getByTestId('crop-canvas');
    expect(canvas).toHaveAttribute('data-image', 'me.jpg');
    expect(canvas).toHaveAttribute('width', '200');
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(onConfirm).toHaveBeenCalledWith(croppedJpeg, 'blob:preview-1');
    expect(screen.getByRole('img', { name: 'Preview of the cropped photo' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByRole('group', { name: 'Crop area', hidden: true })).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('group', { name: 'Crop area' })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Preview of the cropped photo' })).toBeNull();
  });

  it('moves the photo with the arrow keys, as a drag on the crop canvas', async () => {
    const { user } = renderEditor();
    await user.upload(screen.getByLabelText('Photo file'), jpeg());
    const moves: Array<[number, number]> = [];
    const onMove = (event: MouseEvent) => moves.push([event.clientX, event.clientY]);
    document.addEventListener('mousemove', onMove);

    fireEvent.keyDown(screen.getByRole('group', { name: 'Crop area' }), { key: 'ArrowRight' });

    document.removeEventListener('mousemove', onMove);
    expect(mouseDowns).toHaveBeenCalledTimes(1);
    expect(moves).toEqual([
      [0, 0],
      [10, 0],
    ]);
  });

  it('zooms with the + and - keys', async () => {
    const { user } = renderEditor();
    await user.upload(screen.getByLabelText('Photo file'), jpeg());
    const area = screen.getByRole('group', { name: 'Crop area' });

    fireEvent.keyDown(area, { key: '+' });
    fireEvent.keyDown(area, { key: '+' });

    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuenow', '1.2');
    fireEvent.keyDown(area, { key: '-' });
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuenow', '1.1');
  });

  it('shows an earlier photo as the preview until another is chosen', () => {
    renderEditor({ initialPreviewUrl: 'blob:earlier' });

    expect(screen.getByRole('img', { name: 'Preview of the cropped photo' })).toHaveAttribute(
      'src',
      'blob:earlier',
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another' })).toBeInTheDocument();
  });
});
