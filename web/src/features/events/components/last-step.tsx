import { Alert, Image, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconBulb, IconCircleCheck } from '@tabler/icons-react';
import { parsePriceToMinorUnits } from '@contract/money';
import { formatEventTimes, wallClockToIso } from '@/lib/event-time';
import { formatPrice } from '@/lib/format-price';
import type { BannerDraft, EventDraft } from '../draft/event-draft';
import { wizardSteps, type Advice, type Problem } from '../draft/problems';
import { ListItemButton } from './list-item-button';
import { ProblemsAlert } from './problems-alert';

type LastStepProps = {
  draft: EventDraft;
  banner: BannerDraft | null;
  problems: Problem[];
  advice: Advice[];
  onGoToStep: (step: number) => void;
};

/** SPEC.md's "Last" step: every problem before creation, and what buyers will see. */
export function LastStep({ draft, banner, problems, advice, onGoToStep }: LastStepProps) {
  return (
    <Stack gap="lg">
      {problems.length > 0 ? (
        <ProblemsAlert
          title="Fix these before creating the event"
          problems={problems}
          describePlace={(problem) => `${wizardSteps[problem.step]} · ${problem.where}`}
          onSelect={(problem) => onGoToStep(problem.step)}
        />
      ) : (
        <Alert color="teal" variant="light" icon={<IconCircleCheck />} title="Ready to create">
          An administrator reviews every event before its tickets go on sale.
        </Alert>
      )}
      {advice.length > 0 && (
        <Alert color="gray" variant="light" icon={<IconBulb />} title="Worth a second look">
          <List size="sm" spacing={4}>
            {advice.map((item) => (
              <List.Item key={item.message}>
                <ListItemButton onClick={() => onGoToStep(item.step)}>
                  {item.message}
                </ListItemButton>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Summary draft={draft} banner={banner} />
    </Stack>
  );
}

function Summary({ draft, banner }: { draft: EventDraft; banner: BannerDraft | null }) {
  const times = formatEventTimes({
    startsAt: wallClockToIso(draft.startsAt, draft.timeZone),
    endsAt: wallClockToIso(draft.endsAt, draft.timeZone),
    timeZone: draft.timeZone,
  });
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          What buyers will see
        </Text>
        {banner && (
          <Image src={banner.previewUrl} alt="Banner preview" radius="md" mah={240} fit="cover" />
        )}
        <Title order={3}>{draft.name.trim() || 'Untitled event'}</Title>
        {times && <Text size="sm">{times}</Text>}
        {draft.locationText.trim() && <Text size="sm">{draft.locationText.trim()}</Text>}
        {draft.description.trim() && (
          <Text size="sm" c="dimmed" lineClamp={4} style={{ whiteSpace: 'pre-wrap' }}>
            {draft.description.trim()}
          </Text>
        )}
        {draft.types.length > 0 && (
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              {draft.types.map((type) => {
                const price = parsePriceToMinorUnits(type.price);
                return (
                  <Table.Tr key={type.key}>
                    <Table.Td>
                      {type.name.trim() || 'Unnamed ticket'}
                      {/* Buyers will not see it on the page: said before it is created. */}
                      {type.visibility && type.visibility !== 'public' && (
                        <Text span size="xs" c="dimmed">
                          {type.visibility === 'code'
                            ? ' · hidden, access code'
                            : ' · hidden, link only'}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {price.ok
                        ? formatPrice({ price: price.minorUnits, currency: type.currency })
                        : '—'}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {draft.types.length > 0 && (
          <Text size="sm" c="dimmed">
            {draft.feeMode === 'passed_on'
              ? 'Buyers pay the service fee and its VAT on top of these prices.'
              : 'The service fee is included in these prices.'}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
