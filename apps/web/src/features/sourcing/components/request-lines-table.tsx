import { MSG } from '@abasto/domain/messages';
import { Table } from '@mantine/core';

export interface RequestLine {
  id?: number;
  descripcion: string;
  cantidad: number;
  unidad: string;
}

const quantity = new Intl.NumberFormat('es-PY');

/** The lines of a request as the supplier reads them (number, description, quantity, unit). */
export function RequestLinesTable({ items }: { items: readonly RequestLine[] }) {
  return (
    <Table striped aria-label={MSG.sourcingLines}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>{MSG.sourcingColNumber}</Table.Th>
          <Table.Th>{MSG.sourcingColDescription}</Table.Th>
          <Table.Th ta="right">{MSG.sourcingColQuantity}</Table.Th>
          <Table.Th>{MSG.sourcingColUnit}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, i) => (
          <Table.Tr key={item.id ?? i}>
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td>{item.descripcion}</Table.Td>
            <Table.Td ta="right">{quantity.format(item.cantidad)}</Table.Td>
            <Table.Td>{item.unidad}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
