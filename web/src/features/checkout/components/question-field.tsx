import { Group, NativeSelect, Radio, TextInput } from '@mantine/core';
import { maxAnswerLength, type AttendeeQuestion } from '@contract/attendee-details';

/** One question's field: text, a choice, or yes / no. */
export function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: AttendeeQuestion;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  if (question.kind === 'choice') {
    return (
      <NativeSelect
        label={question.label}
        required={question.required}
        data={[{ value: '', label: 'Choose…' }, ...(question.options ?? [])]}
        value={value}
        onChange={(changed) => onChange(changed.currentTarget.value)}
        error={error}
      />
    );
  }
  if (question.kind === 'yes_no') {
    return (
      <Radio.Group
        label={question.label}
        required={question.required}
        value={value}
        onChange={onChange}
        error={error}
      >
        <Group gap="md" mt={4}>
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
        </Group>
      </Radio.Group>
    );
  }
  return (
    <TextInput
      label={question.label}
      required={question.required}
      maxLength={maxAnswerLength}
      value={value}
      onChange={(changed) => onChange(changed.currentTarget.value)}
      error={error}
    />
  );
}
