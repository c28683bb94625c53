import { Skeleton, Stack, type MantineRadius, type MantineSpacing } from '@mantine/core';

type SkeletonRowsProps = {
  /** What is loading, for assistive tech: "Loading the users". */
  label: string;
  rows: number;
  height: number;
  radius?: MantineRadius;
  gap?: MantineSpacing;
};

/** Grey rows standing in for a list while its first page loads, announced as busy. */
export function SkeletonRows({
  label,
  rows,
  height,
  radius = 'md',
  gap = 'sm',
}: SkeletonRowsProps) {
  return (
    <Stack gap={gap} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} h={height} radius={radius} />
      ))}
    </Stack>
  );
}
