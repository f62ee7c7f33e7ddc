/** Query keys of the calendar: every mutation invalidates `all`, so the calendar refreshes. */
export const eventKeys = {
  all: ['care-events'] as const,
  list: (range: EventRange | null) => ['care-events', 'list', range?.from ?? null, range?.to ?? null] as const,
  one: (id: number) => ['care-events', 'one', id] as const,
};

/** The period the calendar shows, as ISO instants. */
export interface EventRange {
  from: string;
  to: string;
}
