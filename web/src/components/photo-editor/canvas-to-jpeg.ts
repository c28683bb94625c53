/**
 * The crop as a JPEG. JPEG has no transparency and browsers encode transparent pixels as
 * black, so the crop is first laid on white (a transparent PNG keeps a white background).
 */
export function canvasToJpeg(canvas: HTMLCanvasElement, quality = 0.92): Promise<Blob> {
  const flat = onWhite(canvas);
  return new Promise((resolve, reject) => {
    flat.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))),
      'image/jpeg',
      quality,
    );
  });
}

function onWhite(source: HTMLCanvasElement): HTMLCanvasElement {
  const flat = document.createElement('canvas');
  flat.width = source.width;
  flat.height = source.height;
  const context = flat.getContext('2d');
  if (!context) return source;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, flat.width, flat.height);
  context.drawImage(source, 0, 0);
  return flat;
}

export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function isAcceptedImage(file: File): boolean {
  return (acceptedImageTypes as readonly string[]).includes(file.type);
}
