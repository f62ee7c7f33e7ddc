import { MSG } from '@abasto/domain/messages';
import { Loader, Overlay } from '@mantine/core';

/** Full-screen dark overlay with a spinner, shown while the session is verified. */
export function LoadingScreen() {
  return (
    <Overlay fixed color="#000" backgroundOpacity={0.85} zIndex={1000} center data-testid="loading-screen">
      <Loader color="white" size="lg" aria-label={MSG.loading} />
    </Overlay>
  );
}
