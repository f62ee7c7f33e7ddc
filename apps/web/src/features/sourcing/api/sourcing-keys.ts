/** Query keys of the supplier's side of sourcing. */
export const sourcingKeys = {
  all: ['sourcing'] as const,
  byToken: (token: string) => ['sourcing', 'token', token] as const,
  ownList: () => ['sourcing', 'own', 'list'] as const,
  ownOne: (id: number) => ['sourcing', 'own', 'one', id] as const,
};
