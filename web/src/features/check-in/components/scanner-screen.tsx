import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconArrowLeft, IconCloudUpload, IconWifi, IconWifiOff } from '@tabler/icons-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { Link } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import type { ScannerCredential } from '../api/check-in-api';
import { answerText, doorTime } from '../answer-text';
import { playAnswerFeedback, unlockAnswerSound } from '../feedback';
import { registerScannerWorker } from '../register-scanner-worker';
import type { ScannerSession } from '../scanner-session';
import { useScannerSession } from '../use-scanner-session';
import { AnswerOverlay } from './answer-overlay';
import { CameraView } from './camera-view';

/** The check-in scanner, full screen, for the organiser and door devices alike. */
export function ScannerScreen({
  eventId,
  credential,
  exitHref,
}: {
  eventId: string;
  credential: ScannerCredential;
  /** Where "Back to the event" leads (the organiser's dashboard); door devices stay. */
  exitHref?: string;
}) {
  const session = useScannerSession(eventId, credential);

  useEffect(() => {
    void registerScannerWorker();
    // Browsers play sound only after a touch or a key: the first one unlocks it.
    window.addEventListener('pointerdown', unlockAnswerSound);
    window.addEventListener('keydown', unlockAnswerSound);
    return () => {
      window.removeEventListener('pointerdown', unlockAnswerSound);
      window.removeEventListener('keydown', unlockAnswerSound);
    };
  }, []);

  return session ? <Scanner session={session} exitHref={exitHref} /> : <PageLoader />;
}

function Scanner({ session, exitHref }: { session: ScannerSession; exitHref?: string }) {
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [typing, setTyping] = useState(false);
  const timeZone = state.event?.timeZone;
  // WCAG's "timing adjustable": whoever needs longer to read an answer can keep it up.
  const [holdAnswers, setHoldAnswers] = useLocalStorage({
    key: 'check-in-hold-answers',
    defaultValue: false,
  });

  const focusField = useCallback(() => inputRef.current?.focus({ preventScroll: true }), []);

  // A hardware scanner types into whatever has focus: keys pressed while nothing has it go
  // to the code field, so the door needs no tap between guests.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (document.activeElement === document.body && !event.ctrlKey && !event.metaKey) {
        focusField();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focusField]);

  const answerId = state.answer?.id;
  useEffect(() => {
    const answer = session.getState().answer;
    if (!answer) return;
    playAnswerFeedback(answer.answer ? answerText(answer.answer).tone : 'stop');
  }, [answerId, session]);

  const dismiss = useCallback(
    (id: number) => {
      session.dismissAnswer(id);
      focusField();
    },
    [session, focusField],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = typed;
    setTyped('');
    setTyping(false);
    void session.scan(text);
  };

  const scanFromCamera = useCallback((text: string) => void session.scan(text), [session]);

  return (
    <Box component="main" h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Stack component="header" gap={6} px="md" py="sm">
        {exitHref && (
          <Anchor component={Link} to={exitHref} size="sm" w="fit-content">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              Back to the event
            </Group>
          </Anchor>
        )}
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={1} fz={{ base: 'lg', sm: 'xl' }} lineClamp={1} style={{ minWidth: 0 }}>
            {state.event ? `Check-in: ${state.event.name}` : 'Check-in'}
          </Title>
          <Badge
            size="lg"
            color={state.online ? 'green' : 'orange'}
            variant="light"
            style={{ flexShrink: 0 }}
            leftSection={
              state.online ? (
                <IconWifi size={16} aria-hidden />
              ) : (
                <IconWifiOff size={16} aria-hidden />
              )
            }
          >
            {state.online ? 'Online' : 'Offline'}
          </Badge>
        </Group>
        {state.scannerName && (
          <Text size="sm" c="dimmed" truncate="end">
            Scanning as {state.scannerName}
          </Text>
        )}
        <Group gap="xs" role="status" aria-live="polite">
          <Badge
            variant="light"
            color={state.pending > 0 ? 'orange' : 'gray'}
            leftSection={<IconCloudUpload size={14} aria-hidden />}
          >
            {state.syncing
              ? 'Syncing…'
              : state.pending === 0
                ? 'All scans synced'
                : `${state.pending} ${state.pending === 1 ? 'scan waits' : 'scans wait'} to sync`}
          </Badge>
          <Text size="sm" c="dimmed">
            {state.list
              ? `Guest list of ${state.list.tickets} ${state.list.tickets === 1 ? 'ticket' : 'tickets'}, downloaded ${doorTime(state.list.generatedAt, timeZone)}`
              : state.status === 'starting'
                ? 'Opening the guest list…'
                : 'No guest list on this device yet'}
          </Text>
          {state.conflicts > 0 && (
            <Text size="sm" c="red">
              {state.conflicts} offline {state.conflicts === 1 ? 'scan was' : 'scans were'} beaten
              by an earlier scan on another device: see the event dashboard.
            </Text>
          )}
        </Group>
        {state.status !== 'refused' && (
          <Switch
            size="sm"
            label="Keep answers until Next guest"
            checked={holdAnswers}
            onChange={(event) => {
              setHoldAnswers(event.currentTarget.checked);
              // Back to the code field: the next guest's scan must land there.
              focusField();
            }}
          />
        )}
      </Stack>

      {state.status === 'refused' ? (
        <Box p="md">
          <Alert color="red" title="This scanner cannot check guests in">
            {state.refusal}
          </Alert>
        </Box>
      ) : (
        <>
          {!state.list && !state.online && state.status === 'ready' && (
            <Alert color="orange" mx="md" mb="sm" title="No guest list yet">
              This device is offline and has not downloaded the guest list. Connect it to the
              internet once before doors open; scans still wait and sync then.
            </Alert>
          )}
          <CameraView onCode={scanFromCamera} />
          <Box component="form" onSubmit={submit} px="md" py="sm">
            <Group align="flex-end" wrap="nowrap" gap="sm">
              <TextInput
                ref={inputRef}
                style={{ flex: 1 }}
                label="Ticket code"
                description="Point a hardware scanner here, or type the code and press Enter."
                placeholder="Scan or type a ticket code"
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                // A phone shows no keyboard until someone taps the field to type.
                inputMode={typing ? 'text' : 'none'}
                onPointerDown={() => setTyping(true)}
                onBlur={(event) => {
                  if (event.relatedTarget === null) setTimeout(focusField, 0);
                }}
                autoFocus
                autoComplete="off"
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
              />
              <Button type="submit" disabled={typed.trim() === ''}>
                Check in
              </Button>
            </Group>
          </Box>
        </>
      )}

      {state.answer && (
        <AnswerOverlay
          shown={state.answer}
          timeZone={timeZone}
          hold={holdAnswers}
          onDone={dismiss}
        />
      )}
    </Box>
  );
}
