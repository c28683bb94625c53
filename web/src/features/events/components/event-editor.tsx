import { Alert, Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { EventWithTypes } from '@contract/events';
import type { Problem } from '../draft/problems';
import { stepIndex } from '../draft/problems';
import type { EventForm } from '../hooks/use-event-form';
import { BannerEditor } from './banner-editor';
import { DetailsStep } from './details-step';
import { ProblemsAlert } from './problems-alert';
import { TicketTypesStep } from './ticket-types-step';

export type EditorTab = 'details' | 'banner' | 'types';

type EventEditorProps = {
  event: EventWithTypes;
  form: EventForm;
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
  problems: Problem[];
  saveError: Error | null;
  isSaving: boolean;
  onSave: () => void;
  onDiscard: () => void;
};

const tabOfStep = (step: number): EditorTab => (step === stepIndex.types ? 'types' : 'details');

/** The wizard's steps again, on an existing event; details and types are saved together. */
export function EventEditor({
  event,
  form,
  tab,
  onTabChange,
  problems,
  saveError,
  isSaving,
  onSave,
  onDiscard,
}: EventEditorProps) {
  const isDirty = form.isDirty();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Edit event
          </Title>
          {isDirty && (
            <Badge color="yellow" variant="light">
              Unsaved changes
            </Badge>
          )}
        </Group>
        <Tabs
          value={tab}
          onChange={(value) => value && onTabChange(value as EditorTab)}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="details">Details</Tabs.Tab>
            <Tabs.Tab value="banner">Banner</Tabs.Tab>
            <Tabs.Tab value="types">Ticket types</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details" pt="lg">
            <DetailsStep form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="banner" pt="lg">
            <BannerEditor event={event} />
          </Tabs.Panel>
          <Tabs.Panel value="types" pt="lg">
            <TicketTypesStep form={form} ownSchedule={event.feeSchedule} />
          </Tabs.Panel>
        </Tabs>
        {tab !== 'banner' && (
          <>
            {problems.length > 0 && (
              <ProblemsAlert
                title="Fix these before saving"
                problems={problems}
                describePlace={(problem) => problem.where}
                onSelect={(problem) => onTabChange(tabOfStep(problem.step))}
              />
            )}
            {saveError && problems.length === 0 && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle />}
                title="Could not save"
              >
                {saveError.message}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              {isDirty && (
                <Text size="xs" c="dimmed" visibleFrom="xs">
                  Details and ticket types are saved together.
                </Text>
              )}
              <Button variant="default" onClick={onDiscard} disabled={!isDirty || isSaving}>
                Discard changes
              </Button>
              <Button onClick={onSave} loading={isSaving} disabled={!isDirty}>
                Save changes
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
