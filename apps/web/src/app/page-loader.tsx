import { MSG } from '@abasto/domain/messages';
import { Center, Loader } from '@mantine/core';

/** Spinner for a page or list that is still loading. */
export function PageLoader() {
  return (
    <Center py="xl" data-testid="page-loader">
      <Loader aria-label={MSG.loading} />
    </Center>
  );
}
