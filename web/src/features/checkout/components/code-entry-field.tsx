import type { ReactNode } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';

/**
 * A code the buyer types (an access or a promo code) with the button that checks it beside it:
 * Enter checks it too, rather than buying. The error right under the field, and once the code
 * took, what it did (`success`) said in words.
 */
export function CodeEntryField({
  label,
  action,
  text,
  onChange,
  onApply,
  checking,
  error,
  autoFocus,
  success,
}: {
  label: string;
  /** The button's label. */
  action: string;
  text: string;
  onChange: (value: string) => void;
  onApply: () => void;
  checking: boolean;
  error?: string | null;
  autoFocus?: boolean;
  success?: ReactNode;
}) {
  return (
    <div>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={label}
          autoComplete="off"
          autoCapitalize="characters"
          autoFocus={autoFocus}
          value={text}
          onChange={(changed) => onChange(changed.currentTarget.value)}
          onKeyDown={(pressed) => {
            if (pressed.key === 'Enter') {
              pressed.preventDefault();
              onApply();
            }
          }}
          error={error}
        />
        <Button
          variant="default"
          mt={25}
          onClick={() => onApply()}
          loading={checking}
          disabled={!text.trim()}
        >
          {action}
        </Button>
      </Group>
      {success && (
        <Text size="sm" c="green.8" mt={4} role="status">
          {success}
        </Text>
      )}
    </div>
  );
}
