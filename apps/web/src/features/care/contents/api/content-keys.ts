/** Query keys of the content library: every change invalidates `all`. */
export const contentKeys = {
  all: ['care-contents'] as const,
  list: (search: string) => ['care-contents', 'list', search] as const,
  one: (id: number) => ['care-contents', 'one', id] as const,
};
