import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their magic bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([1, 2, 3, 4]),
      Buffer.from('WEBPVP8 '),
    ]);
    expect(sniffImageType(webp)).toBe('webp');
  });

  it('refuses everything else, however it is named', () => {
    expect(sniffImageType(Buffer.from('just some text pretending to be a .jpg'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('GIF89a......'))).toBeUndefined();
    expect(
      sniffImageType(
        Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WAVE')]),
      ),
    ).toBeUndefined();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeUndefined();
    expect(sniffImageType(bytes())).toBeUndefined();
  });
});
