import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen matches `query`, right from the first render. Mantine's own default answers
 * `false` first and the real value in an effect, so on a phone every component asking drew itself
 * twice, the second time as a phone (a whole month of the calendar, every row of a table). The
 * app is drawn in the browser only, where the answer is known at once.
 */
export function useMedia(query: string): boolean {
  return useMediaQuery(query, false, { getInitialValueInEffect: false });
}
