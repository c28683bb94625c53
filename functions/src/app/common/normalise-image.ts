import sharp from 'sharp';
import { imageContentTypes, sniffImageType } from '../../domain/image-type';
import { AppError } from './app-error';

export const maxImageBytes = 5 * 1024 * 1024;
export const maxImageMegapixels = 40;
const maxImagePixels = maxImageMegapixels * 1_000_000;

export type ImageBounds = {
  maxWidth: number;
  maxHeight: number;
  /** Cropped to its centred square first (logos), never scaled up. */
  square?: boolean;
};
export type NormalisedImage = { bytes: Buffer; contentType: string; width: number; height: number };

const imageFieldError = (message: string) =>
  new AppError('validation_failed', message, { image: message });

/**
 * Checks an uploaded image by its bytes and re-encodes it: EXIF orientation applied, every
 * piece of metadata (location included) dropped, scaled down to `bounds`.
 */
export async function normaliseImage(bytes: Buffer, bounds: ImageBounds): Promise<NormalisedImage> {
  if (bytes.length > maxImageBytes) {
    throw new AppError('payload_too_large', 'The image is larger than 5 MB', {
      image: 'The image is larger than 5 MB',
    });
  }
  const type = sniffImageType(bytes);
  if (!type) throw imageFieldError('Only JPEG, PNG or WebP images are accepted');

  let width: number | undefined;
  let height: number | undefined;
  try {
    // Header only: a small file can claim a huge canvas (a decompression bomb).
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw imageFieldError('The image could not be read: the file is damaged');
  }
  if (!width || !height) throw imageFieldError('The image could not be read: it has no size');
  if (width * height > maxImagePixels) {
    throw imageFieldError(
      `The image is ${width} × ${height} pixels: at most ${maxImageMegapixels} megapixels`,
    );
  }

  // A square no larger than the image's shorter side (the same whichever way it is turned).
  const side = Math.min(width, height, bounds.maxWidth, bounds.maxHeight);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxImagePixels, failOn: 'error' })
      .rotate()
      .resize(
        bounds.square
          ? { width: side, height: side, fit: 'cover', position: 'centre' }
          : {
              width: bounds.maxWidth,
              height: bounds.maxHeight,
              fit: 'inside',
              withoutEnlargement: true,
            },
      )
      .toFormat(type, type === 'png' ? {} : { quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: imageContentTypes[type],
      width: info.width,
      height: info.height,
    };
  } catch {
    throw imageFieldError('The image could not be read: the file is damaged');
  }
}
