import { describe, expect, it } from 'vitest';
import { deleteField, InvalidArgumentError } from '../../ports/doc-store';
import { parseDocumentPath } from './paths';
import {
  checkDocData,
  checkDocumentSize,
  checkMergeData,
  checkUpdateData,
  documentSize,
  maxDocumentBytes,
} from './values';

describe('checkDocData', () => {
  it('returns a deep copy of JSON data', () => {
    const input = { a: { b: [1, { c: 'x' }] }, n: null, t: true };
    const copy = checkDocData(input);
    expect(copy).toEqual(input);
    expect(copy.a).not.toBe(input.a);
  });

  it.each([
    ['undefined', { a: undefined }, /"a" is undefined/],
    ['a Date', { when: new Date() }, /"when" is a Date/],
    ['NaN', { x: { y: Number.NaN } }, /"x.y" is NaN/],
    ['Infinity', { x: Infinity }, /"x"/],
    ['a function', { f: () => 1 }, /"f" is a function/],
    ['a class instance', { m: new Map() }, /"m" is an instance of Map/],
    ['a bigint', { b: 1n }, /"b" is bigint/],
    ['nested arrays', { a: [[1]] }, /"a.0" is an array directly inside an array/],
    ['deleteField', { a: deleteField }, /deleteField at "a"/],
    ['a reserved name', { __x__: 1 }, /reserved/],
    ['an empty name', { '': 1 }, /empty or reserved/],
  ])('rejects %s with the field path', (_label, data, message) => {
    expect(() => checkDocData(data)).toThrow(InvalidArgumentError);
    expect(() => checkDocData(data)).toThrow(message);
  });

  it('rejects non-objects and overly deep data', () => {
    expect(() => checkDocData([1])).toThrow(InvalidArgumentError);
    expect(() => checkDocData(null)).toThrow(InvalidArgumentError);
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 25; i++) deep = { d: deep };
    expect(() => checkDocData(deep)).toThrow(/deeper than 20/);
  });

  it('allows arrays of maps holding arrays', () => {
    expect(() => checkDocData({ a: [{ b: [1] }] })).not.toThrow();
  });
});

describe('checkMergeData and checkUpdateData', () => {
  it('allows deleteField inside maps for merges but not inside arrays', () => {
    expect(checkMergeData({ a: { b: deleteField } })).toEqual({ a: { b: deleteField } });
    expect(() => checkMergeData({ a: [deleteField] })).toThrow(InvalidArgumentError);
  });

  it('allows deleteField only at the top level of an update', () => {
    expect(checkUpdateData({ 'a.b': deleteField })).toEqual({ 'a.b': deleteField });
    expect(() => checkUpdateData({ a: { b: deleteField } })).toThrow(InvalidArgumentError);
  });

  it('rejects empty, overlapping or invalid update paths', () => {
    expect(() => checkUpdateData({})).toThrow(/at least one field/);
    expect(() => checkUpdateData({ a: 1, 'a.b': 2 })).toThrow(/overlap/);
    expect(() => checkUpdateData({ 'a..b': 1 })).toThrow(InvalidArgumentError);
  });
});

describe('documentSize', () => {
  it("follows Firestore's storage size formula", () => {
    // name: "users"(6) + "jeff"(5) + 16; fields: "type"(5)+"Personal"(9), "done"(5)+1,
    // "priority"(9)+8, "description"(12)+"Learn Cloud Firestore"(22); plus 32.
    const size = documentSize(parseDocumentPath('users/jeff'), {
      type: 'Personal',
      done: false,
      priority: 1,
      description: 'Learn Cloud Firestore',
    });
    expect(size).toBe(27 + 14 + 6 + 17 + 34 + 32);
  });

  it('refuses documents over 1 MiB', () => {
    const path = parseDocumentPath('c/d');
    expect(() => checkDocumentSize(path, { s: 'x'.repeat(maxDocumentBytes) })).toThrow(
      /at most 1048576/,
    );
    expect(() => checkDocumentSize(path, { s: 'x'.repeat(maxDocumentBytes - 100) })).not.toThrow();
  });
});
