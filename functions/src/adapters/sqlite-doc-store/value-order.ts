import type { DocValue } from '../../ports/doc-store';

/**
 * Firestore's total order over values, restricted to the JSON types the port allows:
 * null < booleans < numbers < strings < arrays < maps. Strings compare by UTF-8 bytes, arrays
 * element by element then by length, maps by sorted keys then values.
 */

export type TypeRank = 0 | 1 | 2 | 3 | 4 | 5;

export function typeRank(value: DocValue): TypeRank {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 3;
  if (Array.isArray(value)) return 4;
  return 5;
}

function sign(n: number): -1 | 0 | 1 {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

function isSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}

/**
 * UTF-8 byte order without encoding: UTF-16 code units order like UTF-8 except that a
 * surrogate (a code point above U+FFFF, 4 UTF-8 bytes) sorts after every BMP character.
 */
export function compareUtf8(a: string, b: string): -1 | 0 | 1 {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = isSurrogate(x);
    const ys = isSurrogate(y);
    if (xs === ys) return sign(x - y);
    return xs ? 1 : -1;
  }
  return sign(a.length - b.length);
}

function compareArrays(a: DocValue[], b: DocValue[]): -1 | 0 | 1 {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

type DocMap = { [key: string]: DocValue };

function compareMaps(a: DocMap, b: DocMap): -1 | 0 | 1 {
  const aKeys = Object.keys(a).sort(compareUtf8);
  const bKeys = Object.keys(b).sort(compareUtf8);
  const length = Math.min(aKeys.length, bKeys.length);
  for (let i = 0; i < length; i++) {
    const k = compareUtf8(aKeys[i], bKeys[i]);
    if (k !== 0) return k;
    const v = compareValues(a[aKeys[i]], b[bKeys[i]]);
    if (v !== 0) return v;
  }
  return sign(aKeys.length - bKeys.length);
}

export function compareValues(a: DocValue, b: DocValue): -1 | 0 | 1 {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return sign(ra - rb);
  switch (ra) {
    case 0:
      return 0;
    case 1:
      return sign(Number(a) - Number(b));
    case 2:
      return sign((a as number) - (b as number));
    case 3:
      return compareUtf8(a as string, b as string);
    case 4:
      return compareArrays(a as DocValue[], b as DocValue[]);
    default:
      return compareMaps(a as DocMap, b as DocMap);
  }
}

/** Firestore equality: same type and equal (1 equals 1.0; maps ignore key order). */
export function valuesEqual(a: DocValue, b: DocValue): boolean {
  return compareValues(a, b) === 0;
}

/** Compares document paths segment by segment, as Firestore orders by `__name__`. */
export function comparePaths(a: string, b: string): -1 | 0 | 1 {
  const as = a.split('/');
  const bs = b.split('/');
  const length = Math.min(as.length, bs.length);
  for (let i = 0; i < length; i++) {
    const c = compareUtf8(as[i], bs[i]);
    if (c !== 0) return c;
  }
  return sign(as.length - bs.length);
}
