import { describe, expect, it } from 'vitest';
import {
  AlreadyExistsError,
  InvalidArgumentError,
  NotFoundError,
  type DocData,
} from '../../ports/doc-store';
import { parseDocumentPath } from './paths';
import { planWrites, type PendingWrite } from './write-plan';

const at = parseDocumentPath;

function planner(initial: Record<string, DocData>) {
  return (writes: PendingWrite[]) => planWrites(writes, (p) => initial[p.path]);
}

describe('planWrites', () => {
  const plan = planner({ 'c/a': { n: 1 } });

  it('computes one net change per document', () => {
    const changes = plan([
      { kind: 'update', path: at('c/a'), data: { n: 2 } },
      { kind: 'merge', path: at('c/a'), data: { m: 1 } },
      { kind: 'create', path: at('c/b'), data: { x: 1 } },
    ]);
    expect(changes.map(({ path, before, after }) => ({ path, before, after }))).toEqual([
      { path: 'c/a', before: { n: 1 }, after: { n: 2, m: 1 } },
      { path: 'c/b', before: undefined, after: { x: 1 } },
    ]);
  });

  it('drops writes that change nothing', () => {
    expect(
      plan([
        { kind: 'delete', path: at('c/missing') },
        { kind: 'set', path: at('c/a'), data: { n: 1 } },
        { kind: 'create', path: at('c/t'), data: {} },
        { kind: 'delete', path: at('c/t') },
      ]),
    ).toEqual([]);
  });

  it('enforces create and update preconditions', () => {
    expect(() => plan([{ kind: 'create', path: at('c/a'), data: {} }])).toThrow(AlreadyExistsError);
    expect(() => plan([{ kind: 'update', path: at('c/x'), data: { n: 1 } }])).toThrow(
      NotFoundError,
    );
    expect(() =>
      plan([
        { kind: 'delete', path: at('c/a') },
        { kind: 'update', path: at('c/a'), data: { n: 1 } },
      ]),
    ).toThrow(NotFoundError);
  });

  it('checks the merged size and the write count', () => {
    const big = 'x'.repeat(600_000);
    expect(() =>
      plan([
        { kind: 'merge', path: at('c/a'), data: { a: big } },
        { kind: 'merge', path: at('c/a'), data: { b: big } },
      ]),
    ).toThrow(InvalidArgumentError);
    const many: PendingWrite[] = Array.from({ length: 501 }, (_, i) => ({
      kind: 'delete',
      path: at(`c/${i}`),
    }));
    expect(() => plan(many)).toThrow(/at most 500/);
  });
});
