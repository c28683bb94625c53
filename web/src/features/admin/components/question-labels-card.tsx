import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { questionLabels, type QuestionLabels } from '@contract/questionnaire';
import { ErrorAlert, QueryErrorAlert } from '@/components/error-alert';
import { useQuestionLabels } from '@/features/questionnaire/api/get-question-labels';
import { isApiError } from '@/lib/api-error';
import { useSaveQuestionLabels } from '../api/questionnaire-submissions';

/** The five questions of the intake questionnaire (`config/v1`), edited in place. */
export function QuestionLabelsCard() {
  const labels = useQuestionLabels();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Questions
          </Title>
          <Text size="sm" c="dimmed">
            The five questions the intake questionnaire asks after name, email and country.
            Applications keep the questions they were asked.
          </Text>
        </Stack>
        {labels.isError ? (
          <QueryErrorAlert title="Could not load the questions" query={labels} />
        ) : labels.data ? (
          <LabelsForm key={labels.data.join('\n')} initial={labels.data} />
        ) : (
          <Text size="sm" c="dimmed">
            Loading the questions…
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function LabelsForm({ initial }: { initial: string[] }) {
  const save = useSaveQuestionLabels();
  const form = useForm<{ labels: string[] }>({
    mode: 'uncontrolled',
    initialValues: { labels: initial },
    validate: ({ labels }) => {
      const result = questionLabels.safeParse(labels);
      if (result.success) return {};
      return Object.fromEntries(
        result.error.issues.map((issue) => [`labels.${issue.path.join('.')}`, issue.message]),
      );
    },
  });
  const onSubmit = ({ labels }: { labels: string[] }) =>
    save.mutate(questionLabels.parse(labels) as QuestionLabels, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          title: 'Saved',
          message: 'The questions are updated.',
        }),
      onError: (failure) => {
        if (isApiError(failure)) form.setErrors(failure.fields);
      },
    });

  return (
    <form noValidate onSubmit={(event) => form.onSubmit(onSubmit)(event)}>
      <Stack gap="sm">
        {initial.map((_, index) => (
          <TextInput
            key={form.key(`labels.${index}`)}
            label={`Question ${index + 1}`}
            withAsterisk
            {...form.getInputProps(`labels.${index}`)}
          />
        ))}
        {save.error && !isApiError(save.error) && (
          <ErrorAlert title="Not saved" error={save.error} />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save questions
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
