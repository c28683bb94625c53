import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export async function photoJpeg(width = 400, height = 300, red = 200): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: red, g: 80, b: 120 } },
  })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location-marker' } } })
    .jpeg()
    .toBuffer();
}

/** An image upload's multipart body: `fields`, then the JPEG `photo` as its part `image`. */
export function imageUploadForm(photo: Buffer, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

/** The upload that makes the JPEG `photo` the banner of the event `eventId`. */
export const bannerUploadForm = (eventId: string, photo: Buffer): FormData =>
  imageUploadForm(photo, { target: 'event-banner', eventId });

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A few hundred bytes whose header claims a `side` × `side` canvas: a decompression bomb. */
export function hugeCanvasPng(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real PNG of exactly `totalBytes` bytes: a small image with a text chunk (which decoders
 * skip) padded to the size.
 */
export async function pngOfSize(totalBytes: number): Promise<Buffer> {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const iend = png.length - 12;
  const keyword = Buffer.from('Comment\0', 'latin1');
  const padding = totalBytes - png.length - 12 - keyword.length;
  if (padding < 0) throw new Error(`A PNG cannot be as small as ${totalBytes} bytes`);
  const chunk = pngChunk('tEXt', Buffer.concat([keyword, Buffer.alloc(padding, 0x61)]));
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}
