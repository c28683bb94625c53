import { ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconKey, IconMailCheck } from '@tabler/icons-react';
import classes from './status-icon.module.css';

const iconByKind = {
  mail: { Icon: IconMailCheck, color: 'violet' },
  success: { Icon: IconCircleCheck, color: 'teal' },
  error: { Icon: IconAlertTriangle, color: 'red' },
  key: { Icon: IconKey, color: 'violet' },
} as const;

/** The round icon atop a user-flow card; success pops in, so the moment feels like one. */
export function StatusIcon({ kind }: { kind: keyof typeof iconByKind }) {
  const { Icon, color } = iconByKind[kind];
  return (
    <ThemeIcon
      size={56}
      radius="xl"
      variant="light"
      color={color}
      className={kind === 'success' ? classes.pop : undefined}
      aria-hidden
    >
      <Icon size={30} stroke={1.6} />
    </ThemeIcon>
  );
}
