import { Alert, Button, Grid, Group, Stack, Textarea, Title, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormTextInput } from '@/components/form-field';
import { IconAlertTriangle, IconArrowLeft, IconSend } from '@tabler/icons-react';
import type { QuestionnaireFormValues } from '../questionnaire-form';

type DetailsStepProps = {
  form: UseFormReturnType<QuestionnaireFormValues>;
  labels: readonly string[];
  isSaving: boolean;
  /** Why the last Finish failed; the answers stay as typed. */
  saveError: string | undefined;
  onBack: () => void;
};

/** The applicant's own details, above the questions; all required. */
const contactFields = [
  { path: 'firstName', label: 'First name', placeholder: 'Firstname', autoComplete: 'given-name' },
  { path: 'email', label: 'Email', placeholder: 'Email', type: 'email', autoComplete: 'email' },
  {
    path: 'country',
    label: 'Country',
    placeholder: 'Where you organise events',
    autoComplete: 'country-name',
  },
] as const;

/**
 * Step second, "Basic details": first name, email, country and the five questions of
 * `config/v1` on the left, a message to the team on the right. Finish submits the form.
 */
export function DetailsStep({ form, labels, isSaving, saveError, onBack }: DetailsStepProps) {
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Basic details
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {contactFields.map(({ path, ...field }) => (
              <FormTextInput key={path} form={form} path={path} withAsterisk {...field} />
            ))}
            {labels.map((label, index) => (
              <FormTextInput
                key={index}
                form={form}
                path={`answers.${index}`}
                label={label}
                withAsterisk
              />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Textarea
            label="Message"
            description="Anything else we should know? (optional)"
            placeholder="Tell us about your next event"
            autosize
            minRows={6}
            maxRows={14}
            key={form.key('message')}
            {...form.getInputProps('message')}
          />
        </Grid.Col>
      </Grid>
      <VisuallyHidden aria-hidden>
        <FormTextInput
          form={form}
          path="website"
          label="Website (leave empty)"
          tabIndex={-1}
          autoComplete="off"
        />
      </VisuallyHidden>
      {saveError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Not sent yet">
          {saveError} Your answers are still here: check them and press Finish again.
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={onBack}>
          Back
        </Button>
        <Button type="submit" loading={isSaving} rightSection={<IconSend size={18} />}>
          Finish
        </Button>
      </Group>
    </Stack>
  );
}
