import { useState } from 'react';
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import type { AccessCodeState } from '../use-access-code';

/**
 * "Have an access code?": a link that opens the field (the page offers it only where some
 * ticket types are revealed by a code, or the page's link carried one). The error (a code
 * that unlocks nothing) right under it; the types unlocked said in words once they show.
 */
export function AccessCodeField({
  access,
  serverError,
}: {
  access: AccessCodeState;
  /** The checkout's own refusal of the code (400 naming accessCode). */
  serverError?: string;
}) {
  const [open, setOpen] = useState(access.linked);
  const error = access.error ?? serverError;
  if (!open && !error) {
    return (
      <Group>
        <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)}>
          Have an access code?
        </Anchor>
      </Group>
    );
  }
  const unlockedNames = access.unlocked?.types.map((type) => type.name).join(', ');
  return (
    <div>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label="Access code"
          autoComplete="off"
          autoCapitalize="characters"
          autoFocus={!access.linked}
          value={access.text}
          onChange={(changed) => access.change(changed.currentTarget.value)}
          onKeyDown={(pressed) => {
            // Enter unlocks rather than buying.
            if (pressed.key === 'Enter') {
              pressed.preventDefault();
              access.apply();
            }
          }}
          error={error}
        />
        <Button
          variant="default"
          mt={25}
          onClick={access.apply}
          loading={access.checking}
          disabled={!access.text.trim()}
        >
          Unlock
        </Button>
      </Group>
      {access.unlocked && !error && (
        <Text size="sm" c="green.8" mt={4} role="status">
          Code {access.unlocked.code} unlocked: {unlockedNames}
        </Text>
      )}
    </div>
  );
}
