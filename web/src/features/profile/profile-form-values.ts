import type { FormErrors } from '@mantine/form';
import {
  updateProfileRequest,
  type Gender,
  type ProfileResponse,
  type UpdateProfileRequest,
} from '@contract/users';

export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  gender: Gender | '';
  /** YYYY-MM-DD, as the native date input and the API both write it. */
  dob: string;
};

export const profileFormFields: ReadonlySet<string> = new Set<keyof ProfileFormValues>([
  'firstName',
  'lastName',
  'gender',
  'dob',
]);

export function toProfileFormValues(profile: ProfileResponse): ProfileFormValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    gender: profile.gender ?? '',
    dob: profile.dob ?? '',
  };
}

export function toUpdateProfileRequest(values: ProfileFormValues): UpdateProfileRequest {
  // Only called once validation passed, so gender is one of the two.
  return updateProfileRequest.parse(values);
}

/**
 * The API's own schema decides what is valid, so the form never accepts what the server would
 * refuse; only "nothing entered yet" gets a plainer message than the schema's format hint.
 */
export function validateProfileForm(values: ProfileFormValues): FormErrors {
  const errors: FormErrors = {};
  const result = updateProfileRequest.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !(field in errors)) errors[field] = issue.message;
    }
  }
  if (!values.dob) errors.dob = 'Date of birth is required';
  return errors;
}
