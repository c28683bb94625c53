import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FormBinding, InputProps } from '@/components/form-field';

/**
 * Mantine's PasswordInput, with its show/hide button labelled without the word "password", so
 * the field is the only thing a "Password" label lookup (assistive tech, tests) can find.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }} {...props} />
  );
}

type FormPasswordFieldProps<Values> = FormBinding<Values> & InputProps<PasswordInputProps>;

/** A required password field of an uncontrolled form (see FormTextInput for the key). */
function FormPasswordField<Values>({ form, path, ...props }: FormPasswordFieldProps<Values>) {
  return (
    <PasswordField withAsterisk key={form.key(path)} {...form.getInputProps(path)} {...props} />
  );
}

/** The password the user has now: the browser may fill it in. */
export function CurrentPasswordField<Values>(props: FormPasswordFieldProps<Values>) {
  return <FormPasswordField autoComplete="current-password" {...props} />;
}

/** A password being chosen: the browser may suggest one, and the rule shows under it. */
export function NewPasswordField<Values>(props: FormPasswordFieldProps<Values>) {
  return (
    <FormPasswordField autoComplete="new-password" description="At least 6 characters" {...props} />
  );
}

/** The new password typed again. */
export function ConfirmPasswordField<Values>(props: FormPasswordFieldProps<Values>) {
  return <FormPasswordField autoComplete="new-password" label="Confirm new password" {...props} />;
}
