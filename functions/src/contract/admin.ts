import { z } from 'zod';
import { eventSummary, eventWithTypes } from './events';
import { genders } from './users';

export const adminUser = z.object({
  uid: z.string(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  gender: z.enum(genders).optional(),
  country: z.string().optional(),
  state: z.string().optional(),
  photoUrl: z.string().optional(),
  /** SPEC.md: "Not Started" when unset; otherwise the questionnaire's progress. */
  started: z.boolean().optional(),
  /** 0 to 100, when started. */
  progress: z.number().min(0).max(100).optional(),
  disabled: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string().optional(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersResponse = z.object({ users: z.array(adminUser) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const setDisabledRequest = z.object({
  disabled: z.boolean({ message: 'Say true or false' }),
});
export const setAdminRequest = z.object({ admin: z.boolean({ message: 'Say true or false' }) });

/** Each event with its ticket types: the queue shows everything a buyer would see. */
export const moderationQueueResponse = z.object({ events: z.array(eventWithTypes) });
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponse>;

export const searchResponse = z.object({
  events: z.array(eventSummary),
  /** Administrators only; empty for organisers. */
  users: z.array(adminUser),
});
export type SearchResponse = z.infer<typeof searchResponse>;
