import { describe, expect, it } from 'vitest';
import { deleteField, type DocData } from '../../ports/doc-store';
import { applySetMerge, applyUpdate, mergeLeaves } from './merge';

describe('applySetMerge', () => {
  it('merges maps deeply and replaces leaves', () => {
    const existing: DocData = { a: { x: 1, y: 2 }, b: 1, list: [1, 2] };
    expect(applySetMerge(existing, { a: { y: 3, z: 4 }, list: [3] })).toEqual({
      a: { x: 1, y: 3, z: 4 },
      b: 1,
      list: [3],
    });
    expect(existing).toEqual({ a: { x: 1, y: 2 }, b: 1, list: [1, 2] });
  });

  it('treats an explicit empty map as a leaf that replaces the field', () => {
    expect(applySetMerge({ a: { x: 1 } }, { a: {} })).toEqual({ a: {} });
  });

  it('deletes fields marked with deleteField at any depth, creating no parents', () => {
    expect(
      applySetMerge({ a: { x: 1, y: 2 }, b: 1 }, { a: { x: deleteField }, b: deleteField }),
    ).toEqual({
      a: { y: 2 },
    });
    expect(applySetMerge({}, { a: { x: deleteField } })).toEqual({});
  });

  it('creates the document when missing', () => {
    expect(applySetMerge(undefined, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
  });

  it('replaces a non-map field written below', () => {
    expect(applySetMerge({ a: 'text' }, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
  });

  it('lists the field mask', () => {
    expect(mergeLeaves({ a: { b: 1, c: {} }, d: [1] }).map((l) => l.segments.join('.'))).toEqual([
      'a.b',
      'a.c',
      'd',
    ]);
  });
});

describe('applyUpdate', () => {
  it('sets dotted paths, creating intermediate maps', () => {
    expect(applyUpdate({ a: { b: 1, c: 2 } }, { 'a.b': 5, 'x.y.z': true })).toEqual({
      a: { b: 5, c: 2 },
      x: { y: { z: true } },
    });
  });

  it('replaces a map given as a value rather than merging it', () => {
    expect(applyUpdate({ a: { b: 1, c: 2 } }, { a: { q: 1 } })).toEqual({ a: { q: 1 } });
  });

  it('deletes with deleteField and ignores deletes below missing parents', () => {
    expect(
      applyUpdate(
        { a: { b: 1, c: 2 }, d: 1 },
        { 'a.b': deleteField, d: deleteField, 'm.n': deleteField },
      ),
    ).toEqual({
      a: { c: 2 },
    });
  });
});
