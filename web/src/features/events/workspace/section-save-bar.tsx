import { Alert, Badge, Button, Group, Paper, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Problem } from '../draft/problems';
import { ProblemsAlert } from '../components/problems-alert';
import type { SectionForm } from './use-section-form';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const sellingFields = [
  'feeMode',
  'admitPerMinute',
  'waitingRoom',
  'transferCloseHours',
  'transfersEnabled',
  'remindersEnabled',
  'reminderHours',
  'reminderNote',
  'refundRequestsEnabled',
  'refundRequestDays',
  'refundRequestApproval',
];

/**
 * Where a problem is fixed: the ticket types in Tickets, how the event sells in Settings'
 * Selling tab, everything else in its Details.
 */
function whereToFix(eventId: string, problem: Problem): string {
  if (problem.path.startsWith('types')) return paths.platform.event.getHref(eventId, 'tickets');
  const settings = paths.platform.event.getHref(eventId, 'settings');
  return sellingFields.includes(problem.path) ? `${settings}?tab=selling` : settings;
}

/**
 * The foot of a section's form: what stops it saving (each linking to where it is fixed),
 * then Discard and Save; leaving the section with changes unsaved asks first.
 */
export function SectionSaveBar({ eventId, section }: { eventId: string; section: SectionForm }) {
  const navigate = useNavigate();
  const { form, problems, update } = section;
  const isDirty = form.isDirty();
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        {problems.length > 0 && (
          <ProblemsAlert
            title="Fix these before saving"
            problems={problems}
            describePlace={(problem) => problem.where}
            onSelect={(problem) => navigate(whereToFix(eventId, problem))}
          />
        )}
        {update.error && problems.length === 0 && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Could not save">
            {update.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {isDirty && (
            <Badge color="yellow" variant="light" mr="auto">
              Unsaved changes
            </Badge>
          )}
          <Button
            variant="default"
            onClick={section.discard}
            disabled={!isDirty || update.isPending}
          >
            Discard changes
          </Button>
          <Button
            onClick={() => void section.save()}
            loading={update.isPending}
            disabled={!isDirty}
          >
            Save changes
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesGuard when={isDirty} />
    </Paper>
  );
}
