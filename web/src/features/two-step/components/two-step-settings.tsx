import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconKey, IconShieldCheck } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { TwoStepSetup } from '@contract/two-step';
import { ReauthenticateModal } from '@/features/auth/components/reauthenticate-modal';
import { isApiError } from '@/lib/api-error';
import { useStartTwoStep, useTwoStepCode, useTwoStepStatus } from '../api/two-step-api';
import { CodeField, CodeKindSwitch, codeError, isWholeCode, type CodeKind } from './code-field';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** The secret in groups of four, easier to type into an app that cannot scan. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The Settings page's two-step sign-in: set it up (a QR code for the authenticator app, the
 * key to type instead, then a first code), see whether it is on, and turn it off (with a
 * code). Payout approvals, and money in organisations that require it, then ask for a code
 * once per sign-in.
 */
export function TwoStepSettings() {
  const status = useTwoStepStatus();
  // The recovery codes the set-up answered: shown until put away, never again.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { hash } = useLocation();
  // Arriving from the code prompt's link (`#two-step`): the section in view.
  useEffect(() => {
    if (hash === '#two-step') document.getElementById('two-step')?.scrollIntoView?.();
  }, [hash]);
  if (status.isPending)
    return <Loader size="sm" role="status" aria-label="Loading two-step sign-in" />;
  if (status.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
        {status.error.message}
      </Alert>
    );
  }
  const { enabled, confirmedAt, passedUntil, recoveryCodesLeft } = status.data;
  return enabled ? (
    <Stack gap="sm">
      {recoveryCodes && (
        <RecoveryCodes codes={recoveryCodes} onPutAway={() => setRecoveryCodes(null)} />
      )}
      <TwoStepOn
        confirmedAt={confirmedAt}
        passedUntil={passedUntil}
        recoveryCodesLeft={recoveryCodesLeft}
      />
    </Stack>
  ) : (
    <TwoStepSetUp onConfirmed={setRecoveryCodes} />
  );
}

/** The recovery codes, this once: to write down or keep in a password manager. */
function RecoveryCodes({ codes, onPutAway }: { codes: string[]; onPutAway: () => void }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconKey />}
      title="Two-step sign-in is on. Keep these recovery codes"
    >
      <Stack gap="sm">
        <Text size="sm">
          If you lose your phone, each of these works once instead of a code. Keep them somewhere
          safe (a password manager, or on paper): they are not shown again.
        </Text>
        <List aria-label="Recovery codes" listStyleType="none" spacing={2}>
          {codes.map((code) => (
            <List.Item key={code}>
              <Code fz="sm">{code}</Code>
            </List.Item>
          ))}
        </List>
        <Group gap="sm">
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy the codes'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onPutAway}>I have kept them</Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function TwoStepOn({
  confirmedAt,
  passedUntil,
  recoveryCodesLeft,
}: {
  confirmedAt?: string;
  passedUntil?: string;
  recoveryCodesLeft?: number;
}) {
  const [isTurningOff, setTurningOff] = useState(false);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color="teal" leftSection={<IconShieldCheck size={14} aria-hidden />}>
          On
        </Badge>
        {confirmedAt && (
          <Text size="sm" c="dimmed">
            Since {dateFormat.format(new Date(confirmedAt))}
          </Text>
        )}
      </Group>
      <Text size="sm">
        {passedUntil
          ? `This sign-in has passed it, until ${timeFormat.format(new Date(passedUntil))}.`
          : 'Money asks for a code from your authenticator app once per sign-in.'}
      </Text>
      {recoveryCodesLeft !== undefined && (
        <Text size="sm" c={recoveryCodesLeft < 3 ? 'orange' : 'dimmed'}>
          {recoveryCodesLeft === 1
            ? '1 recovery code left.'
            : `${recoveryCodesLeft} recovery codes left.`}{' '}
          To get new ones, turn two-step sign-in off and set it up again.
        </Text>
      )}
      {isTurningOff ? (
        <CodeStep
          action="disable"
          prompt="Enter a code from your authenticator app to turn two-step sign-in off."
          submitLabel="Turn off"
          submitColor="red"
          takesRecoveryCode
          onCancel={() => setTurningOff(false)}
        />
      ) : (
        <Button variant="default" w="fit-content" onClick={() => setTurningOff(true)}>
          Turn off
        </Button>
      )}
    </Stack>
  );
}

function TwoStepSetUp({ onConfirmed }: { onConfirmed: (recoveryCodes: string[]) => void }) {
  const start = useStartTwoStep();
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [isAwaitingSignIn, setAwaitingSignIn] = useState(false);
  const begin = () =>
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (failure) => {
        if (isApiError(failure) && failure.code === 'recent_sign_in_required') {
          setAwaitingSignIn(true);
        }
      },
    });
  const refusal =
    start.error && !(isApiError(start.error) && start.error.code === 'recent_sign_in_required')
      ? start.error
      : null;

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color="gray">Off</Badge>
      </Group>
      {setup ? (
        <SetUpSteps setup={setup} onConfirmed={onConfirmed} onCancel={() => setSetup(null)} />
      ) : (
        <>
          <Text size="sm">
            A code from an authenticator app on your phone, on top of your password, before money
            moves: approving payouts always needs it, and an organisation may require it for
            refunds, money and payout accounts.
          </Text>
          <Button w="fit-content" loading={start.isPending} onClick={begin}>
            Set up two-step sign-in
          </Button>
        </>
      )}
      {refusal && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
          {refusal.message}
        </Alert>
      )}
      <ReauthenticateModal
        isOpen={isAwaitingSignIn}
        reason="For your safety, setting up two-step sign-in needs a fresh sign-in."
        onClose={() => setAwaitingSignIn(false)}
        onReauthenticated={() => {
          setAwaitingSignIn(false);
          begin();
        }}
      />
    </Stack>
  );
}

function SetUpSteps({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoStepSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  return (
    <Stack gap="md">
      <Text size="sm">
        1. Scan this QR code with your authenticator app (Google Authenticator, 1Password, Microsoft
        Authenticator or any other).
      </Text>
      <Paper withBorder p="sm" radius="md" w="fit-content" bg="white">
        <QRCodeSVG
          value={setup.otpauthUrl}
          size={176}
          title="QR code for your authenticator app"
          role="img"
        />
      </Paper>
      <Text size="sm">
        Cannot scan it? Add an account by hand with this key (time-based):{' '}
        <Code data-testid="two-step-secret">{grouped(setup.secret)}</Code>
      </Text>
      <CodeStep
        action="confirm"
        prompt="2. Enter the 6-digit code the app now shows."
        submitLabel="Turn on"
        onRecoveryCodes={onConfirmed}
        onCancel={onCancel}
      />
    </Stack>
  );
}

type CodeStepProps = {
  action: 'confirm' | 'disable';
  prompt: string;
  submitLabel: string;
  submitColor?: string;
  /** Whether a recovery code may stand in (turning off, with a lost phone). */
  takesRecoveryCode?: boolean;
  /** The recovery codes, when the set-up answers them. */
  onRecoveryCodes?: (recoveryCodes: string[]) => void;
  onCancel: () => void;
};

/** A code to send (turning the step on or off); the status answered shows what follows. */
function CodeStep({
  action,
  prompt,
  submitLabel,
  submitColor,
  takesRecoveryCode = false,
  onRecoveryCodes,
  onCancel,
}: CodeStepProps) {
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<CodeKind>('app');
  const send = useTwoStepCode(action, onRecoveryCodes);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isWholeCode(code, kind)) send.mutate(code);
      }}
    >
      <Stack gap="sm" maw={320}>
        <CodeField
          kind={kind}
          value={code}
          onChange={setCode}
          description={prompt}
          error={codeError(send.error)}
        />
        {takesRecoveryCode && (
          <CodeKindSwitch
            kind={kind}
            onChange={(next) => {
              setKind(next);
              setCode('');
              send.reset();
            }}
          />
        )}
        <Group gap="sm">
          <Button
            type="submit"
            color={submitColor}
            loading={send.isPending}
            disabled={!isWholeCode(code, kind)}
          >
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={send.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
