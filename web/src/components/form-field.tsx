import { TextInput, type TextInputProps } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';

/** Which field of a Mantine form an input shows and edits. */
export type FormBinding<Values> = {
  form: Pick<UseFormReturnType<Values>, 'key' | 'getInputProps'>;
  path: LooseKeys<Values>;
};

/** An input's own props, less the HTML `form` attribute the binding's `form` stands in for. */
export type InputProps<Props> = Omit<Props, 'form'>;

/**
 * A TextInput bound to a field of an uncontrolled form: its value, change handler and error,
 * and the key that remounts it when the form resets (React will not take a key in a spread).
 */
export function FormTextInput<Values>({
  form,
  path,
  ...props
}: FormBinding<Values> & InputProps<TextInputProps>) {
  return <TextInput key={form.key(path)} {...form.getInputProps(path)} {...props} />;
}
