import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../../../lib/session-query.ts';
import { answersQuery } from './get-answers.ts';
import { quotationQueryOptions } from './get-quotation.ts';

/**
 * The calls the quotation detail (cotizacion/{id}/ver-cotizacion) makes when it opens, put in the
 * query cache by the route's loader while the page's code downloads: the quotation and, for a
 * person who follows requests, its answers (docs/sourcing.md), which the page otherwise asks for
 * only once the quotation is drawn, so its follow-up section arrived late and pushed what was below.
 * An ordinary quotation answers 409 there, and the section shows nothing. early.ts starts these
 * calls before the app's code has run (app/first-pages.ts): the quotation's call imports nothing
 * of that code, and only the answers' wait for the permission matrix, which the app's code holds.
 */
export function primeQuotationPage(client: QueryClient, quotationId: number): Promise<unknown>[] {
  return [
    client.ensureQueryData(quotationQueryOptions(quotationId)),
    Promise.all([client.ensureQueryData(sessionQuery()), import('@abasto/domain/permissions')]).then(([{ user }, { can }]) =>
      can(user.role, 'sourcing.follow') ? client.ensureQueryData(answersQuery(quotationId)) : null),
  ];
}
