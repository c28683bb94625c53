import { Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { InlineError } from '@/components/inline-error';
import { acceptedImageTypes, isAcceptedImage } from './canvas-to-jpeg';
import { cropBorder, CropView } from './crop-view';
import { PhotoDropZone } from './photo-drop-zone';
import { PhotoPreview } from './photo-preview';

export type PhotoEditorProps = {
  /** The crop viewport in CSS pixels, which is also the size of the image produced. */
  width?: number;
  height?: number;
  /** The cropped JPEG and an object URL showing it; the URL stays valid for the caller to use. */
  onConfirm: (blob: Blob, previewUrl: string) => void;
  /** A photo chosen earlier, shown as the preview until the user picks another. */
  initialPreviewUrl?: string;
  label?: string;
};

type Stage = 'empty' | 'crop' | 'preview';

/** SPEC.md's photo editor: pick a file, crop it, Confirm, then Edit or see the preview. */
export function PhotoEditor({
  width = 600,
  height = 300,
  onConfirm,
  initialPreviewUrl,
  label,
}: PhotoEditorProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>(initialPreviewUrl ? 'preview' : 'empty');
  const [previewUrl, setPreviewUrl] = useState(initialPreviewUrl ?? null);
  const [error, setError] = useState<string | null>(null);
  const superseded = useRef<string[]>([]);

  // Previews this editor made and then replaced are no longer anyone's; the latest one is the
  // caller's to keep, even after this editor goes away.
  useEffect(() => {
    const urls = superseded.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const chooseFile = () => inputRef.current?.click();

  const takeFile = (picked: File) => {
    if (!isAcceptedImage(picked)) {
      setError('Choose a JPEG, PNG or WebP image.');
      return;
    }
    setError(null);
    setFile(picked);
    setStage('crop');
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0];
    // Clear it, so choosing the same file again still counts as a change.
    event.currentTarget.value = '';
    if (picked) takeFile(picked);
  };

  const confirm = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    if (previewUrl && previewUrl !== initialPreviewUrl) superseded.current.push(previewUrl);
    setPreviewUrl(url);
    setStage('preview');
    onConfirm(blob, url);
  };

  // The crop canvas is the viewport plus its border; controls below line up with it, with
  // room for the buttons when the viewport is small.
  const frameWidth = width + cropBorder * 2;
  const frameHeight = height + cropBorder * 2;

  return (
    <Stack
      gap="sm"
      maw={Math.max(frameWidth, 320)}
      role="group"
      aria-label={label ?? 'Photo editor'}
    >
      {label && <Text fw={600}>{label}</Text>}
      <input
        ref={inputRef}
        type="file"
        accept={acceptedImageTypes.join(',')}
        aria-label="Photo file"
        hidden
        onChange={onInputChange}
      />
      {stage === 'empty' && (
        <PhotoDropZone
          width={frameWidth}
          height={frameHeight}
          onChoose={chooseFile}
          onDropFile={takeFile}
        />
      )}
      {file && (
        // Stays mounted under the preview, so Edit returns to the same crop and zoom.
        <div hidden={stage !== 'crop'}>
          <CropView
            file={file}
            width={width}
            height={height}
            onConfirm={confirm}
            onChooseAnother={chooseFile}
            onLoadFailure={() => {
              setError('This image could not be opened. Try another file.');
              setFile(null);
              setStage(previewUrl ? 'preview' : 'empty');
            }}
          />
        </div>
      )}
      {stage === 'preview' && previewUrl && (
        <PhotoPreview
          url={previewUrl}
          width={width}
          height={height}
          onEdit={file ? () => setStage('crop') : undefined}
          onChooseAnother={chooseFile}
        />
      )}
      <InlineError message={error} />
    </Stack>
  );
}
