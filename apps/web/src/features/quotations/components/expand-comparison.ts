import type { ComparisonAnswer, ComparisonCell } from '@abasto/domain/sourcing';

type CompactLine = ComparisonAnswer['lineas'][number];

/** The comparison with a cell per line and supplier, as the screens and the domain's award rules read it. */
export type ExpandedComparison = Omit<ComparisonAnswer, 'lineas'> & {
  lineas: (Omit<CompactLine, 'masBajo' | 'masBajoConvertido'> & { celdas: ComparisonCell[] })[];
};

/**
 * The call sends each line as arrays that follow `proveedores` (index i is proveedores[i]);
 * this builds the cells back once, with the supplier's flags (expired, needs reconfirmation).
 */
export function expandComparison(c: ComparisonAnswer): ExpandedComparison {
  return {
    ...c,
    lineas: c.lineas.map(({ masBajo, masBajoConvertido, ...line }) => {
      const lowest = new Set(masBajo);
      const lowestConverted = new Set(masBajoConvertido);
      return {
        ...line,
        celdas: c.proveedores.map((p, i) => {
          const precio = line.precios[i] ?? null;
          return {
            recipientId: p.recipientId,
            precioUnitario: precio,
            total: line.totales[i] ?? null,
            totalConvertido: line.totalesConvertidos?.[i] ?? null,
            nota: line.notas?.[i] ?? null,
            masBajo: lowest.has(i),
            masBajoConvertido: lowestConverted.has(i),
            noCotizada: precio === null,
            vencida: p.vencida,
            debeReconfirmar: p.debeReconfirmar,
          };
        }),
      };
    }),
  };
}
