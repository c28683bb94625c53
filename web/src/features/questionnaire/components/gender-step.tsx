import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowRight } from '@tabler/icons-react';
import { genders } from '@contract/users';
import type { QuestionnaireFormValues } from '../questionnaire-form';

type GenderStepProps = {
  form: UseFormReturnType<QuestionnaireFormValues>;
  onNext: () => void;
};

/** Step gender: SPEC.md's prompt and the Male/Female toggle (Male by default). */
export function GenderStep({ form, onNext }: GenderStepProps) {
  return (
    <Stack gap="lg">
      <Text id="gender-prompt" fw={600} size="lg">
        Please select an option..
      </Text>
      <SegmentedControl
        aria-labelledby="gender-prompt"
        data={[...genders].reverse()}
        size="md"
        radius="xl"
        maw={320}
        {...form.getInputProps('gender')}
      />
      <Group justify="flex-end">
        <Button onClick={onNext} rightSection={<IconArrowRight size={18} />}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}
