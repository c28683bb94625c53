import { Table, Text } from '@mantine/core';

type AnswersTableProps = {
  questions: ReadonlyArray<{ label: string; answer: string }>;
  /** Shown for an empty answer. */
  emptyText?: string;
};

/** Questions and their answers, one row each; long answers wrap and keep their line breaks. */
export function AnswersTable({ questions, emptyText = '—' }: AnswersTableProps) {
  return (
    <Table variant="vertical" withTableBorder fz="sm" layout="fixed">
      <Table.Tbody>
        {questions.map(({ label, answer }, index) => (
          <Table.Tr key={`${index}-${label}`}>
            <Table.Th w={{ base: 136, sm: 220 }} style={{ overflowWrap: 'break-word' }}>
              {label}
            </Table.Th>
            <Table.Td>
              <Text
                size="sm"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                c={answer ? undefined : 'dimmed'}
              >
                {answer || emptyText}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
