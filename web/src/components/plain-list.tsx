import { Stack, type StackProps } from '@mantine/core';

/**
 * A `ul` laid out as a Stack, without bullets or indent: it reads as a list to assistive tech
 * (and says how many items it holds) while looking like a column of cards.
 */
export function PlainList(props: Omit<StackProps, 'style'>) {
  return <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }} {...props} />;
}
