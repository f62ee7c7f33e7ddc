import { can } from '@abasto/domain/permissions';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../../../lib/session-query.ts';
import { answersQuery } from './get-answers.ts';
import { quotationQueryOptions } from './get-quotation.ts';

/**
 * The calls the quotation detail (cotizacion/{id}/ver-cotizacion) makes when it opens, put in the
 * query cache by the route's loader while the page's code downloads: the quotation and, for a
 * person who follows requests, its answers (docs/sourcing.md), which the page otherwise asks for
 * only once the quotation is drawn, so its follow-up section arrived late and pushed what was below.
 * An ordinary quotation answers 409 there, and the section shows nothing.
 */
export function primeQuotationPage(client: QueryClient, quotationId: number): Promise<unknown>[] {
  return [
    client.ensureQueryData(quotationQueryOptions(quotationId)),
    client.ensureQueryData(sessionQuery()).then(({ user }) =>
      can(user.role, 'sourcing.follow') ? client.ensureQueryData(answersQuery(quotationId)) : null),
  ];
}
