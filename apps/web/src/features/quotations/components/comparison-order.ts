import type { ComparisonAnswer } from '@abasto/domain/sourcing';

type AnyComparison = Pick<ComparisonAnswer, 'proveedores' | 'monedas' | 'tasas'>;

export type ComparisonSupplierRow = ComparisonAnswer['proveedores'][number];

/**
 * Suppliers sorted by total, never ranked across currencies: with exchange rates, by the
 * converted total; without, grouped by currency (in the comparison's order) and by total within
 * each. Complete offers come before offers that leave lines out (their total is not comparable).
 */
export function sortByTotal(c: AnyComparison): ComparisonSupplierRow[] {
  const currencyRank = new Map(c.monedas.map((m, i) => [m, i]));
  return [...c.proveedores].sort((a, b) => {
    if (a.completa !== b.completa) return a.completa ? -1 : 1;
    if (c.tasas) {
      const x = a.totalConvertido ?? Number.POSITIVE_INFINITY;
      const y = b.totalConvertido ?? Number.POSITIVE_INFINITY;
      if (x !== y) return x - y;
    } else if (a.moneda !== b.moneda) {
      return (currencyRank.get(a.moneda) ?? 0) - (currencyRank.get(b.moneda) ?? 0);
    }
    return a.total - b.total;
  });
}

/** True when a whole-request award to this supplier needs a note: some comparable offer is lower. */
export function wholeAwardNeedsNote(c: AnyComparison, recipientId: number): boolean {
  const chosen = c.proveedores.find((p) => p.recipientId === recipientId);
  if (!chosen || !chosen.completa) return true;
  const complete = c.proveedores.filter((p) => p.completa && !p.vencida);
  if (c.tasas) {
    if (chosen.totalConvertido === null) return true;
    return complete.some((p) => p.totalConvertido !== null && p.totalConvertido < chosen.totalConvertido!);
  }
  // Without rates, offers in another currency cannot be said to be lower or higher: a note is asked.
  if (complete.some((p) => p.moneda !== chosen.moneda)) return true;
  return complete.some((p) => p.total < chosen.total);
}
