import { Center, Loader } from '@mantine/core';

/** Shown while something the whole page depends on (usually the auth state) is not known yet. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading">
      <Loader type="dots" size="lg" />
    </Center>
  );
}
