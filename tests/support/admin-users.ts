import { expect } from 'vitest';
import { adminUsersResponse, type AdminUser } from '../../functions/src/contract/admin';
import { callApi } from './api';
import type { TestUser } from './auth-emulator';

/** Every row of the administrators' user table, page by page. */
export async function allAdminUsers(admin: TestUser): Promise<AdminUser[]> {
  const users: AdminUser[] = [];
  let after: string | undefined;
  do {
    const query = new URLSearchParams({ limit: '100', ...(after ? { after } : {}) });
    const answer = await callApi(`/api/admin/users?${query.toString()}`, { token: admin.idToken });
    expect(answer.status).toBe(200);
    const page = adminUsersResponse.parse(answer.body);
    users.push(...page.users);
    after = page.nextCursor;
  } while (after !== undefined);
  return users;
}
