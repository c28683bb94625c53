import { Button, getDefaultZIndex, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DialogButtons } from '@/components/dialog-buttons';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api-error';
import { isEnrolled } from '@/lib/second-step';
import { useTwoStepCode } from '../api/two-step-api';
import { CodeField, CodeKindSwitch, codeError, isWholeCode, type CodeKind } from './code-field';

/** Where the set-up card is: the Settings page's two-step section. */
export const twoStepSettingsHref = `${paths.platform.settings.getHref()}#two-step`;

/**
 * The dialog that answers `two_step_required` (lib/second-step.ts): it asks for the code from
 * the authenticator app and verifies it for this sign-in, so the refused request can go again;
 * or, to someone who has not set the step up, says where to. Loaded the first time it is needed
 * (second-step-host.tsx), so no page carries it before.
 */
export function SecondStepDialog({
  refusal,
  onClose,
}: {
  refusal: ApiError;
  /** true once the step was passed; false if the person gave up. */
  onClose: (isPassed: boolean) => void;
}) {
  const enrolled = isEnrolled(refusal);
  return (
    <Modal
      opened
      onClose={() => onClose(false)}
      title={enrolled ? 'Enter your two-step code' : 'Set up two-step sign-in'}
      centered
      radius="lg"
      // Above the dialog whose action was refused (a payout's confirmation), which stays open.
      zIndex={getDefaultZIndex('modal') + 10}
    >
      {enrolled ? (
        <CodeForm onPassed={() => onClose(true)} onCancel={() => onClose(false)} />
      ) : (
        <SetUpFirst message={refusal.message} onClose={() => onClose(false)} />
      )}
    </Modal>
  );
}

/** Its own component, so the code typed is gone when the dialog opens again. */
function CodeForm({ onPassed, onCancel }: { onPassed: () => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<CodeKind>('app');
  const verify = useTwoStepCode('verify');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isWholeCode(code, kind)) verify.mutate(code, { onSuccess: onPassed });
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          Money needs a second step: open your authenticator app and enter the 6-digit code it shows
          for this account. This sign-in then keeps it for 12 hours.
        </Text>
        <CodeField
          kind={kind}
          value={code}
          onChange={setCode}
          error={codeError(verify.error)}
          data-autofocus
        />
        <CodeKindSwitch
          kind={kind}
          onChange={(next) => {
            setKind(next);
            setCode('');
            verify.reset();
          }}
        />
        <DialogButtons
          onClose={onCancel}
          confirmLabel="Verify and continue"
          isConfirming={verify.isPending}
          isConfirmDisabled={!isWholeCode(code, kind)}
        />
      </Stack>
    </form>
  );
}

function SetUpFirst({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Stack gap="md">
      <Text size="sm">{message}</Text>
      <Text size="sm">
        It takes a minute with an authenticator app on your phone (Google Authenticator, 1Password,
        Microsoft Authenticator or any other). Then try again.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Not now
        </Button>
        <Button component={Link} to={twoStepSettingsHref} onClick={onClose}>
          Set it up in Settings
        </Button>
      </Group>
    </Stack>
  );
}
