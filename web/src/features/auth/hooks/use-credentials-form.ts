import { useForm } from '@mantine/form';
import { validateEmail } from '../credentials-validation';

/**
 * The email and password form of login and sign-up. It submits the email trimmed: a space
 * pasted with an address would otherwise make a different account, or fail to find one.
 */
export function useCredentialsForm({
  initialEmail = '',
  validatePassword,
}: {
  initialEmail?: string;
  validatePassword: (password: string) => string | null;
}) {
  return useForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail, password: '' },
    validate: { email: validateEmail, password: validatePassword },
    transformValues: ({ email, password }) => ({ email: email.trim(), password }),
  });
}
