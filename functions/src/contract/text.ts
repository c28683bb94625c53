import { z } from 'zod';

/** Half of a UTF-16 pair without its other half: not text, and unstorable as UTF-8. */
const loneSurrogate = /\p{Cs}/u;
const anyControl = /\p{Cc}/u;
/** Multi-line text keeps line breaks and tabs; every other control character is refused. */
const controlButLines = /(?![\n\t])\p{Cc}/u;
/** Bidirectional overrides and isolates: they reorder how the text around them is shown. */
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/u;
/**
 * What shows as nothing at either end: white space, format characters (zero-width space,
 * joiners, marks, BOM, soft hyphen) and the blank letters (Hangul fillers, Braille blank).
 */
const invisible = '(?:[\\s\\p{Cf}\\u115F\\u1160\\u2800\\u3164\\uFFA0]|\\u034F|\\u17B4|\\u17B5)+';
const invisibleEdges = new RegExp(`^${invisible}|${invisible}$`, 'gu');

export type TextOptions = {
  max: number;
  maxMessage?: string;
  /** At least this many characters after trimming (0 allows empty text). */
  min?: number;
  minMessage?: string;
  /** Descriptions and reasons: line breaks (normalised to `\n`) and tabs are allowed. */
  multiline?: boolean;
};

/**
 * Every free-text field the API takes, in one place: refuses lone surrogates, control
 * characters and bidirectional overrides (naming the field), normalises to NFC, trims what
 * shows as nothing at either end (so a name of only zero-width spaces is empty) and then
 * checks the length.
 */
export function text({
  max,
  maxMessage = `At most ${max} characters`,
  min = 0,
  minMessage = 'Cannot be empty',
  multiline = false,
}: TextOptions) {
  return z
    .string()
    .transform((value, context) => {
      const refuse = (message: string) => {
        context.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      };
      if (loneSurrogate.test(value)) return refuse('Contains a broken character');
      const normal = value.normalize('NFC').replace(/\r\n?/g, '\n');
      if ((multiline ? controlButLines : anyControl).test(normal)) {
        return refuse(
          multiline
            ? 'Control characters are not allowed'
            : 'Line breaks and control characters are not allowed',
        );
      }
      if (bidiControl.test(normal)) return refuse('Text direction controls are not allowed');
      return normal.replace(invisibleEdges, '');
    })
    .pipe(z.string().min(min, minMessage).max(max, maxMessage));
}
