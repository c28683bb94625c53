import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A link-styled button inside a bulleted list item. Text from the start, top-aligned: a wrapped
 * button keeps its bullet beside its first line (a button's baseline is its last line's).
 */
export function ListItemButton({
  onClick,
  children,
}: {
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      ta="start"
      style={{ verticalAlign: 'top' }}
      onClick={onClick}
    >
      {children}
    </Anchor>
  );
}
