import { useState } from 'react';
import { Anchor, Group } from '@mantine/core';
import type { AccessCodeState } from '../use-access-code';
import { CodeEntryField } from './code-entry-field';

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
    <CodeEntryField
      label="Access code"
      action="Unlock"
      text={access.text}
      onChange={access.change}
      onApply={access.apply}
      checking={access.checking}
      error={error}
      autoFocus={!access.linked}
      success={
        access.unlocked &&
        !error && (
          <>
            Code {access.unlocked.code} unlocked: {unlockedNames}
          </>
        )
      }
    />
  );
}
