import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../ports/doc-store';
import { newDocumentId } from './ids';
import { parseCollectionPath, parseDocumentPath, parseFieldPath } from './paths';

describe('parseDocumentPath', () => {
  it('splits a document path into parent collection and id', () => {
    expect(parseDocumentPath('events/e1/types/t1')).toEqual({
      path: 'events/e1/types/t1',
      segments: ['events', 'e1', 'types', 't1'],
      collection: 'events/e1/types',
      id: 't1',
    });
  });

  it.each([
    '',
    'events',
    'events/e1/types',
    '/events/e1',
    'events/e1/',
    'events//e1',
    'events/.',
    'events/..',
    'events/__id__',
    `events/${'x'.repeat(1501)}`,
  ])('rejects %j', (path) => {
    expect(() => parseDocumentPath(path)).toThrow(InvalidArgumentError);
  });

  it('rejects non-strings', () => {
    expect(() => parseDocumentPath(undefined)).toThrow(InvalidArgumentError);
  });
});

describe('parseCollectionPath', () => {
  it('accepts odd paths and names the collection group', () => {
    expect(parseCollectionPath('venues/v1/events').collectionId).toBe('events');
  });

  it.each(['events/e1', '', 'a//b/c', '__x__'])('rejects %j', (path) => {
    expect(() => parseCollectionPath(path)).toThrow(InvalidArgumentError);
  });
});

describe('parseFieldPath', () => {
  it('splits on dots', () => {
    expect(parseFieldPath('address.city')).toEqual(['address', 'city']);
  });

  it.each(['', 'a..b', '.a', 'a.', '__name__', 'a/b', 'a[0]', 'a*'])('rejects %j', (field) => {
    expect(() => parseFieldPath(field)).toThrow(InvalidArgumentError);
  });
});

describe('newDocumentId', () => {
  it('makes 20 alphanumeric characters, different each time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newDocumentId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});
