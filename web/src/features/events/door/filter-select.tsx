import { Select, type ComboboxData } from '@mantine/core';

/** The value of a filter Select that filters nothing. */
export const noFilter = 'all';

type FilterSelectProps = {
  label: string;
  data: ComboboxData;
  value: string;
  onChange: (value: string) => void;
  width: number;
};

/** A filter of a door list: a Select that always holds a value, `noFilter` for everything. */
export function FilterSelect({ label, data, value, onChange, width }: FilterSelectProps) {
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => onChange(next ?? noFilter)}
      allowDeselect={false}
      w={{ base: '100%', xs: width }}
    />
  );
}
