import { FormTextInput, type FormBinding } from '@/components/form-field';

/** The required email field of sign-up, login and the forgotten password. */
export function EmailField<Values>(props: FormBinding<Values>) {
  return (
    <FormTextInput
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      withAsterisk
      {...props}
    />
  );
}
