import { expect } from 'vitest';
import { callApi } from './api';
import type { TestUser } from './auth-emulator';

/**
 * Every row of a paged list of the API (`path` with `query`; 100 a page unless `query` says
 * otherwise), page by page as `?after=` says, read as `user`; `rowsOf` parses one page's body into its rows and next cursor.
 */
export async function allPages<Row>(
  user: TestUser,
  path: string,
  query: Record<string, string>,
  rowsOf: (body: unknown) => { rows: Row[]; nextCursor?: string | undefined },
): Promise<Row[]> {
  const rows: Row[] = [];
  let after: string | undefined;
  do {
    const search = new URLSearchParams({ limit: '100', ...query, ...(after ? { after } : {}) });
    const answer = await callApi(`${path}?${search.toString()}`, { token: user.idToken });
    expect(answer.status).toBe(200);
    const page = rowsOf(answer.body);
    rows.push(...page.rows);
    after = page.nextCursor;
  } while (after !== undefined);
  return rows;
}
