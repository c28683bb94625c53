import { Anchor, TextInput, type TextInputProps } from '@mantine/core';
import { isApiError } from '@/lib/api-error';

/** What went wrong with a code sent, for beside the field: the server's word on `code`. */
export function codeError(error: unknown): string | undefined {
  if (!error) return undefined;
  if (isApiError(error)) return error.fields.code ?? error.message;
  return 'Could not check the code. Please try again.';
}

/** The app's six digits, or one of the recovery codes given at set-up (`abcde-fghij`). */
export type CodeKind = 'app' | 'recovery';

type CodeFieldProps = Omit<TextInputProps, 'onChange'> & {
  value: string;
  onChange: (code: string) => void;
  kind?: CodeKind;
};

/**
 * The six digits an authenticator app shows: a numeric keypad on phones, and the browser may
 * offer a code it received (`one-time-code`). Or, for a lost phone, a recovery code.
 */
export function CodeField({ value, onChange, kind = 'app', ...props }: CodeFieldProps) {
  const isApp = kind === 'app';
  return (
    <TextInput
      label={isApp ? '6-digit code' : 'Recovery code'}
      inputMode={isApp ? 'numeric' : 'text'}
      autoComplete={isApp ? 'one-time-code' : 'off'}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={isApp ? 7 : 12}
      placeholder={isApp ? '123456' : 'abcde-fghij'}
      value={value}
      onChange={(event) =>
        onChange(event.currentTarget.value.replace(isApp ? /[^0-9 ]/g : /[^A-Za-z0-9 -]/g, ''))
      }
      styles={{ input: { letterSpacing: '0.2em', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
    />
  );
}

/** Whether `code` is whole: six digits, or a recovery code's ten letters and digits. */
export function isWholeCode(code: string, kind: CodeKind = 'app'): boolean {
  const typed = code.replace(/\s/g, '');
  return kind === 'app' ? /^\d{6}$/.test(typed) : /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(typed);
}

/** Switches between the app's code and a recovery code (for a lost phone). */
export function CodeKindSwitch({
  kind,
  onChange,
}: {
  kind: CodeKind;
  onChange: (kind: CodeKind) => void;
}) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      w="fit-content"
      onClick={() => onChange(kind === 'app' ? 'recovery' : 'app')}
    >
      {kind === 'app' ? 'Lost your phone? Use a recovery code' : 'Use the code from your app'}
    </Anchor>
  );
}
