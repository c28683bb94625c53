import { adminUsersResponse, type AdminUser } from '../../functions/src/contract/admin';
import { allPages } from './all-pages';
import type { TestUser } from './auth-emulator';

/** Every row of the administrators' user table, page by page. */
export async function allAdminUsers(admin: TestUser): Promise<AdminUser[]> {
  return allPages(admin, '/api/admin/users', {}, (body) => {
    const { users, nextCursor } = adminUsersResponse.parse(body);
    return { rows: users, nextCursor };
  });
}
