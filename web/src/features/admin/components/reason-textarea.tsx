import { Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type ReasonTextareaProps = {
  form: UseFormReturnType<{ reason: string }>;
  /** Who reads the reason, so the administrator writes it for them. */
  description: string;
  placeholder: string;
  minRows: number;
  maxRows: number;
};

/** The reason an administrator must give for a decision that someone else will read. */
export function ReasonTextarea({ form, ...shown }: ReasonTextareaProps) {
  return (
    <Textarea
      label="Reason"
      withAsterisk
      autosize
      data-autofocus
      {...shown}
      key={form.key('reason')}
      {...form.getInputProps('reason')}
    />
  );
}

/** The contract's rule for a reason: trimmed, `min` to `max` characters. */
export function reasonRule({ min, max, tooShort }: { min: number; max: number; tooShort: string }) {
  return (value: string) => {
    const reason = value.trim();
    if (reason.length < min) return tooShort;
    return reason.length > max ? `At most ${max} characters` : null;
  };
}
