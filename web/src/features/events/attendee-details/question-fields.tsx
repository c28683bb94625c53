import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { QuestionKind } from '@contract/attendee-details';
import type { QuestionDraft } from './question-draft';

const kindOptions: Array<{ value: QuestionKind; label: string }> = [
  { value: 'text', label: 'Text' },
  { value: 'choice', label: 'Choice' },
  { value: 'yes_no', label: 'Yes / no' },
];

/** One question's fields; `errors` are the server's, keyed `label`, `options`, `typeIds.0`… */
export function QuestionFields({
  question,
  number,
  types,
  errors,
  onChange,
  onRemove,
}: {
  question: QuestionDraft;
  number: number;
  types: ReadonlyArray<{ id: string; name: string }>;
  errors: Record<string, string>;
  onChange: (changed: QuestionDraft) => void;
  onRemove: () => void;
}) {
  const set = (part: Partial<QuestionDraft>) => onChange({ ...question, ...part });
  const typeError = Object.entries(errors).find(([field]) => field.startsWith('typeIds'))?.[1];
  const optionsError = Object.entries(errors).find(([field]) => field.startsWith('options'))?.[1];
  return (
    <Fieldset legend={`Question ${number}`}>
      <Stack gap="sm">
        <TextInput
          label="Question"
          required
          value={question.label}
          onChange={(changed) => set({ label: changed.currentTarget.value })}
          error={errors.label}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label="Answer"
            data={kindOptions}
            value={question.kind}
            allowDeselect={false}
            onChange={(kind) => kind && set({ kind: kind as QuestionKind })}
            error={errors.kind}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${question.id}-per`}>
              Asked
            </Text>
            <SegmentedControl
              aria-labelledby={`${question.id}-per`}
              value={question.per}
              onChange={(per) => set({ per: per as QuestionDraft['per'] })}
              data={[
                { value: 'ticket', label: 'Of each ticket' },
                { value: 'order', label: 'Once per order' },
              ]}
            />
          </Stack>
        </SimpleGrid>
        {question.kind === 'choice' && (
          <Textarea
            label="Options"
            description="One per line"
            autosize
            minRows={2}
            value={question.optionsText}
            onChange={(changed) => set({ optionsText: changed.currentTarget.value })}
            error={optionsError}
          />
        )}
        {types.length > 1 && (
          <MultiSelect
            label="For ticket types"
            description="None chosen: every type"
            data={types.map((type) => ({ value: type.id, label: type.name }))}
            value={question.typeIds}
            onChange={(typeIds) => set({ typeIds })}
            error={typeError}
          />
        )}
        <Group justify="space-between">
          <Checkbox
            label="Required"
            checked={question.required}
            onChange={(changed) => set({ required: changed.currentTarget.checked })}
          />
          <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
            Remove question {number}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
