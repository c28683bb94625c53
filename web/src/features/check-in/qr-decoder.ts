/** Reads a QR code from the camera's current frame; undefined when there is none. */
export type QrDecoder = (video: HTMLVideoElement) => Promise<string | undefined>;

type NativeDetector = {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
};
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
};

/** Frames are read at this width at most: enough for a phone-held QR code, and fast. */
const maxFrameWidth = 640;

/**
 * The browser's own `BarcodeDetector` where it reads QR codes (Android, ChromeOS, macOS), and
 * jsQR otherwise (desktop Linux and Windows, Firefox): plain JavaScript, so it needs nothing
 * more from the page's Content-Security-Policy, and it is downloaded only where it is needed.
 */
export async function createQrDecoder(): Promise<QrDecoder> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  const formats: string[] = Native ? await Native.getSupportedFormats().catch(() => []) : [];
  if (Native && formats.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return undefined;
    const scale = Math.min(1, maxFrameWidth / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data;
  };
}

/**
 * Drops a code the camera keeps seeing: a guest holding their phone up is one scan. The same
 * text counts again only once it has been out of sight for `quietMs`.
 */
export function createRepeatFilter(quietMs = 4000) {
  let last: { text: string; seenAt: number } | undefined;
  return (text: string, now = Date.now()): boolean => {
    const repeated = last?.text === text && now - last.seenAt < quietMs;
    last = { text, seenAt: now };
    return !repeated;
  };
}
