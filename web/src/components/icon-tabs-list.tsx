import { Tabs } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

export type IconTab = { value: string; label: string; icon: TablerIcon };

type IconTabsListProps = { tabs: readonly IconTab[]; 'aria-label'?: string };

/** The row of tabs of a Mantine Tabs, each with a small icon before its label. */
export function IconTabsList({ tabs, 'aria-label': ariaLabel }: IconTabsListProps) {
  return (
    <Tabs.List aria-label={ariaLabel}>
      {tabs.map(({ value, label, icon: Icon }) => (
        <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
          {label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
