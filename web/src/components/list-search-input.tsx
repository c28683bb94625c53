import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type ListSearchInputProps = {
  label: string;
  description?: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** Its width beside the list's other filters; the whole row on a phone. */
  width?: number;
};

/** The search box above a list: what is typed, as typed (the list waits for a pause). */
export function ListSearchInput({ onChange, width = 300, ...props }: ListSearchInputProps) {
  return (
    <TextInput
      {...props}
      leftSection={<IconSearch size={16} />}
      onChange={(change) => onChange(change.currentTarget.value)}
      w={{ base: '100%', sm: width }}
    />
  );
}
