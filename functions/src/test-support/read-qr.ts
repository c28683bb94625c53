import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG, as a phone would read it; undefined when none is found. */
export function readQrPng(png: Uint8Array): string | undefined {
  const image = PNG.sync.read(Buffer.from(png));
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** The text of a QR code given as 8-bit RGB or grey pixels (how a PDF holds an image). */
export function readQrPixels(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels: 1 | 3,
): string | undefined {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) rgba[i * 4 + c] = pixels[i * channels + (channels === 3 ? c : 0)]!;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data;
}
