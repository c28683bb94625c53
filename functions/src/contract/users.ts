import { z } from 'zod';
import { text } from './text';

export const genders = ['Female', 'Male'] as const;
export type Gender = (typeof genders)[number];

const isoDate = z.iso.date({ message: 'Use a date like 1990-04-23' });

/** The editable part of the profile; SPEC.md: first name, last name and date of birth required. */
export const updateProfileRequest = z.object({
  firstName: text({ min: 1, minMessage: 'First name is required', max: 60 }),
  lastName: text({ min: 1, minMessage: 'Last name is required', max: 60 }),
  gender: z.enum(genders, { message: 'Choose Female or Male' }),
  dob: isoDate
    .refine((value) => value >= '1900-01-01', 'Date of birth is after 1900')
    .refine(
      (value) => value <= new Date().toISOString().slice(0, 10),
      'Date of birth is in the past',
    ),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/** Who a user is, as they and administrators see their account. */
export const userIdentity = z.object({
  uid: z.string(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  gender: z.enum(genders).optional(),
});

export const profileResponse = userIdentity.extend({
  dob: z.string().optional(),
  country: z.string(),
  state: z.string(),
  started: z.boolean().optional(),
  /** Where to fetch the profile photo, when there is one. */
  photoUrl: z.string().optional(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;
