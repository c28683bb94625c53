import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { answerText } from '../answer-text';
import type { ShownAnswer } from '../scanner-session';

/** Door colours, the same in every theme: white text on them passes WCAG AA. */
const toneColours = { go: '#1b5e20', stop: '#b71c1c' } as const;

/** How long an answer stays before the scanner is ready again on its own. */
const showForMs = { go: 2500, stop: 5000 } as const;

/**
 * The whole screen turns green or red with the reason in words, then clears itself; the next
 * scan replaces it at once.
 */
export function AnswerOverlay({
  shown,
  timeZone,
  hold,
  onDone,
}: {
  shown: ShownAnswer;
  timeZone?: string;
  /** Keep the answer until Next guest (or the next scan): no time limit to read it. */
  hold: boolean;
  onDone: (id: number) => void;
}) {
  const text = shown.answer
    ? answerText(shown.answer, timeZone)
    : { tone: 'stop' as const, title: 'Cannot check this ticket', reason: shown.problem ?? '' };

  useEffect(() => {
    if (hold) return;
    const timer = setTimeout(() => onDone(shown.id), showForMs[text.tone]);
    return () => clearTimeout(timer);
  }, [shown.id, text.tone, hold, onDone]);

  const Icon = text.tone === 'go' ? IconCircleCheck : IconCircleX;
  return (
    <Stack
      role="alert"
      data-testid="scan-answer"
      data-tone={text.tone}
      pos="fixed"
      inset={0}
      align="center"
      justify="center"
      gap="md"
      p="xl"
      c="white"
      ta="center"
      style={{ zIndex: 400, background: toneColours[text.tone] }}
    >
      <Icon size={120} stroke={1.5} aria-hidden />
      <Title order={2} fz={{ base: 36, sm: 56 }} c="white">
        {text.title}
      </Title>
      <Text fz={{ base: 22, sm: 28 }} maw={720}>
        {text.reason}
      </Text>
      {shown.offline && shown.answer && (
        <Group gap={8} wrap="nowrap" justify="center">
          <IconWifiOff size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text fz="md">Answered on this device: it syncs when the network returns.</Text>
        </Group>
      )}
      <Button variant="white" color="dark" size="lg" mt="md" onClick={() => onDone(shown.id)}>
        Next guest
      </Button>
    </Stack>
  );
}
