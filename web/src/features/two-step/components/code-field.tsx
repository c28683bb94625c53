import { TextInput, type TextInputProps } from '@mantine/core';
import { isApiError } from '@/lib/api-error';

/** What went wrong with a code sent, for beside the field: the server's word on `code`. */
export function codeError(error: unknown): string | undefined {
  if (!error) return undefined;
  if (isApiError(error)) return error.fields.code ?? error.message;
  return 'Could not check the code. Please try again.';
}

type CodeFieldProps = Omit<TextInputProps, 'onChange'> & {
  value: string;
  onChange: (code: string) => void;
};

/**
 * The six digits an authenticator app shows: a numeric keypad on phones, and the browser may
 * offer a code it received (`one-time-code`).
 */
export function CodeField({ value, onChange, label = '6-digit code', ...props }: CodeFieldProps) {
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      placeholder="123456"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/[^0-9 ]/g, ''))}
      styles={{ input: { letterSpacing: '0.2em', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
    />
  );
}

/** Whether `code` has its six digits (spaces aside). */
export const isWholeCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));
