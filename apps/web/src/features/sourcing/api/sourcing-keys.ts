/** Query keys of the supplier's side of sourcing. */
export const sourcingKeys = {
  all: ['sourcing'] as const,
  byToken: (token: string) => ['sourcing', 'token', token] as const,
  own: () => ['sourcing', 'own'] as const,
  ownOne: (id: number) => ['sourcing', 'own', id] as const,
};
