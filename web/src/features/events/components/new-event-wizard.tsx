import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { EventWithTypes } from '@contract/events';
import { isApiError } from '@/lib/api-error';
import { useCreateEvent } from '../api/create-event';
import { useUploadBanner } from '../api/upload-banner';
import { checkDraft, type DraftErrors } from '../draft/draft-to-request';
import { clearDraft, loadBanner, loadDraft, saveBanner, saveDraft } from '../draft/draft-storage';
import { emptyDraft, type BannerDraft } from '../draft/event-draft';
import { listAdvice, listProblems, stepIndex, wizardSteps } from '../draft/problems';
import { toFormPaths } from '../draft/server-fields';
import { useEventForm } from '../hooks/use-event-form';
import { CreatedEventPanel } from './created-event-panel';
import { DetailsStep } from './details-step';
import { LastStep } from './last-step';
import { PhotoStep } from './photo-step';
import { TicketTypesStep } from './ticket-types-step';
import { WizardStepper } from './wizard-stepper';

/** SPEC.md: the page scrolls smoothly to the top 100 ms after every step change. */
const scrollDelayMs = 100;

type NewEventWizardProps = {
  /** Whose draft this is: each account keeps its own in this browser. */
  uid: string;
  onCreated: (event: EventWithTypes) => void;
};

export function NewEventWizard({ uid, onCreated }: NewEventWizardProps) {
  const [stored] = useState(() => loadDraft(uid));
  const [active, setActive] = useState(stored?.step ?? stepIndex.details);
  // Read by the storage callback, which must not capture a stale step.
  const activeRef = useRef(active);
  const scrollTimer = useRef<number | undefined>(undefined);
  // A scroll still pending when the wizard goes away (an event created, a page left) is dropped.
  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);
  const [banner, setBanner] = useState<BannerDraft | null>(() => loadBanner(uid));
  const [hasReviewed, setHasReviewed] = useState(active === stepIndex.last);
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [created, setCreated] = useState<EventWithTypes>();
  const creation = useCreateEvent();
  const upload = useUploadBanner();
  const form = useEventForm({
    initialValues: stored?.draft ?? emptyDraft(),
    onValuesChange: (values) => {
      saveDraft(uid, { step: activeRef.current, draft: values });
      setServerErrors({});
    },
  });

  const check = checkDraft(form.values);
  const problems = listProblems({ ...serverErrors, ...check.errors }, form.values);
  const stepsWithProblems = new Set(hasReviewed ? problems.map((problem) => problem.step) : []);

  const goToStep = (step: number) => {
    setActive(step);
    activeRef.current = step;
    if (step === stepIndex.last) setHasReviewed(true);
    saveDraft(uid, { step, draft: form.getValues() });
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(
      () => window.scrollTo({ top: 0, behavior: 'smooth' }),
      scrollDelayMs,
    );
  };

  const changeBanner = (next: BannerDraft | null) => {
    setBanner(next);
    void saveBanner(uid, next);
  };

  const uploadBanner = (event: EventWithTypes, blob: Blob) =>
    upload.mutate({ eventId: event.id, blob }, { onSuccess: () => onCreated(event) });

  const create = () => {
    setHasReviewed(true);
    if (!check.isValid) {
      // Inline too, so each step shows its own problems when the organiser goes back to it.
      form.setErrors(check.errors);
      return;
    }
    creation.mutate(check.request, {
      onSuccess: (event) => {
        // The event exists now: a reload must not offer to create it a second time.
        clearDraft(uid);
        setCreated(event);
        if (banner) uploadBanner(event, banner.blob);
        else onCreated(event);
      },
      onError: (failure) => {
        if (!isApiError(failure)) return;
        const fields = toFormPaths(failure.fields);
        setServerErrors(fields);
        form.setErrors(fields);
      },
    });
  };

  if (created) {
    return (
      <CreatedEventPanel
        event={created}
        upload={upload}
        onRetry={() => banner && uploadBanner(created, banner.blob)}
      />
    );
  }

  const isLast = active === stepIndex.last;
  return (
    <Stack gap="lg">
      <WizardStepper active={active} onStepClick={goToStep} stepsWithProblems={stepsWithProblems} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h3">
              {wizardSteps[active]}
            </Title>
            <Text size="sm" c="dimmed">
              Step {active + 1} of {wizardSteps.length}
            </Text>
          </Group>
          {active === stepIndex.details && <DetailsStep form={form} />}
          {active === stepIndex.photo && <PhotoStep banner={banner} onChange={changeBanner} />}
          {active === stepIndex.types && <TicketTypesStep form={form} />}
          {isLast && (
            <LastStep
              draft={form.values}
              banner={banner}
              problems={problems}
              advice={listAdvice(form.values, banner !== null)}
              onGoToStep={goToStep}
            />
          )}
          {isLast && creation.error && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle />}
              title="Could not create the event"
            >
              {creation.error.message}
              {isApiErrorAboutFields(creation.error) && ' The problems are listed above.'}
            </Alert>
          )}
          <Group justify="space-between">
            {active > 0 ? (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                onClick={() => goToStep(active - 1)}
              >
                Back
              </Button>
            ) : (
              <span />
            )}
            {isLast ? (
              <Button size="md" onClick={create} loading={creation.isPending}>
                Create
              </Button>
            ) : (
              <Button
                rightSection={<IconArrowRight size={16} />}
                onClick={() => goToStep(active + 1)}
              >
                Next: {wizardSteps[active + 1]}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

function isApiErrorAboutFields(error: unknown): boolean {
  return isApiError(error) && Object.keys(error.fields).length > 0;
}
