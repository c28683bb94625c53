import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`): `text` as a
 * QR code, black on white, in uncompressed Y4M (4:2:0) frames that Chromium loops. Written by
 * hand: the format is a text header and raw planes, no encoder needed.
 */
export function writeQrVideo(
  text: string,
  file: string,
  { width = 640, height = 480, frames = 5 } = {},
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quietZone = 4;
  const cells = modules.size + 2 * quietZone;
  const scale = Math.floor((Math.min(width, height) * 0.9) / cells);
  const left = Math.floor((width - cells * scale) / 2);
  const top = Math.floor((height - cells * scale) / 2);

  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      const x = left + (column + quietZone) * scale;
      const y = top + (row + quietZone) * scale;
      for (let line = y; line < y + scale; line += 1) {
        luma.fill(16, line * width + x, line * width + x + scale);
      }
    }
  }
  // Grey chroma: no colour at all.
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
