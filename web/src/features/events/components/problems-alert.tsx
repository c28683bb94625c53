import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Problem } from '../draft/problems';
import { ListItemButton } from './list-item-button';

type ProblemsAlertProps = {
  title: string;
  problems: Problem[];
  /** Where the problem is, as the link text (the wizard names the step, the editor does not). */
  describePlace: (problem: Problem) => string;
  onSelect: (problem: Problem) => void;
};

/** Every problem of a draft, each linking to where it can be fixed. */
export function ProblemsAlert({ title, problems, describePlace, onSelect }: ProblemsAlertProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={title}>
      <List size="sm" spacing={4}>
        {problems.map((problem) => (
          <List.Item key={problem.path}>
            <ListItemButton onClick={() => onSelect(problem)}>
              {describePlace(problem)}
            </ListItemButton>
            :{' '}
            <Text span size="sm">
              {problem.message}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
