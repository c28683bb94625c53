import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconCheck, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import AvatarEditor, { type AvatarEditorRef } from 'react-avatar-editor';
import { InlineError } from '@/components/inline-error';
import { canvasToJpeg } from './canvas-to-jpeg';
import { ChooseAnotherButton } from './choose-another-button';
import { arrowKeyDrag, nudgeEditor } from './nudge-editor';
import classes from './photo-editor.module.css';

export const cropBorder = 20;
const minZoom = 1;
const maxZoom = 4;

type CropViewProps = {
  file: File;
  width: number;
  height: number;
  onConfirm: (blob: Blob) => void;
  onChooseAnother: () => void;
  onLoadFailure: () => void;
};

/** The chosen photo under the crop frame: drag or arrow keys to move, slider or +/- to zoom. */
export function CropView({
  file,
  width,
  height,
  onConfirm,
  onChooseAnother,
  onLoadFailure,
}: CropViewProps) {
  const editorRef = useRef<AvatarEditorRef>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const [isReady, setIsReady] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [encodeError, setEncodeError] = useState<string | null>(null);
  const hintId = useId();
  // Rounded, so ten steps of 0.1 land on 2, not 2.0000000000000004.
  const clampZoom = (value: number) =>
    Math.min(maxZoom, Math.max(minZoom, Math.round(value * 100) / 100));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const drag = arrowKeyDrag(event.key, event.shiftKey);
    const canvas = areaRef.current?.querySelector('canvas');
    if (drag && canvas) {
      event.preventDefault();
      nudgeEditor(canvas, drag[0], drag[1]);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      setZoom((value) => clampZoom(value + 0.1));
    } else if (event.key === '-') {
      event.preventDefault();
      setZoom((value) => clampZoom(value - 0.1));
    }
  };

  const confirm = async () => {
    const canvas = editorRef.current?.getImageScaledToCanvas();
    if (!canvas) return;
    setIsConfirming(true);
    setEncodeError(null);
    try {
      onConfirm(await canvasToJpeg(canvas));
    } catch (error) {
      setEncodeError(error instanceof Error ? error.message : 'The photo could not be encoded.');
    } finally {
      setIsConfirming(false);
    }
  };

  return (
    <Stack gap="sm">
      <div
        ref={areaRef}
        className={classes.cropArea}
        style={{ maxWidth: width + cropBorder * 2 }}
        tabIndex={0}
        role="group"
        aria-label="Crop area"
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
        <AvatarEditor
          ref={editorRef}
          image={file}
          width={width}
          height={height}
          border={cropBorder}
          scale={zoom}
          color={[0, 0, 0, 0.55]}
          onLoadStart={() => setIsReady(false)}
          onImageReady={() => setIsReady(true)}
          onLoadFailure={onLoadFailure}
          // Fit narrow screens: the canvas keeps its pixels and scales down with the page.
          style={{ width: '100%', height: 'auto' }}
        />
      </div>
      <Text id={hintId} size="xs" c="dimmed">
        Drag the photo, or focus it and use the arrow keys, to choose what shows. Zoom with the
        slider or the + and - keys.
      </Text>
      <Group gap="xs" wrap="nowrap">
        <IconZoomOut size={18} aria-hidden />
        <Slider
          flex={1}
          min={minZoom}
          max={maxZoom}
          step={0.01}
          value={zoom}
          onChange={setZoom}
          label={(value) => `${Math.round(value * 100)}%`}
          thumbLabel="Zoom"
          disabled={!isReady}
        />
        <IconZoomIn size={18} aria-hidden />
      </Group>
      <InlineError message={encodeError} />
      <Group gap="sm">
        <Button
          leftSection={<IconCheck size={16} />}
          onClick={() => void confirm()}
          disabled={!isReady}
          loading={isConfirming}
        >
          Confirm
        </Button>
        <ChooseAnotherButton onClick={onChooseAnother} />
      </Group>
    </Stack>
  );
}
