import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import type { Proveedor } from '@abasto/domain/supplier';
import { ActionIcon, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { formatShortDate } from '../../../lib/format-count.ts';

/** The 7 newest suppliers: ID (registro), Nombre, Categoría, Ubicación, Creación, Ver Detalle. */
export function RecentSuppliersTable({ suppliers }: { suppliers: Proveedor[] }) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="recent-suppliers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{MSG.dashboardColId}</Table.Th>
            <Table.Th>{MSG.dashboardColNombre}</Table.Th>
            <Table.Th>{MSG.dashboardColCategoria}</Table.Th>
            <Table.Th>{MSG.dashboardColUbicacion}</Table.Th>
            <Table.Th>{MSG.dashboardColCreacion}</Table.Th>
            <Table.Th ta="center">{MSG.dashboardColDetalle}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {suppliers.map((s) => {
            const to = ROUTES.supplier(s._id, 'consultar-proveedor');
            return (
              <Table.Tr key={s._id} onClick={() => void navigate(to)} style={{ cursor: 'pointer' }}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {s.registro}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {s.razonSocial}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{s.segmento}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{s.ciudad || MSG.supplierNoTiene}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatShortDate(s.createdAt)}</Text>
                </Table.Td>
                <Table.Td ta="center" onClick={(e) => e.stopPropagation()}>
                  <ActionIcon component={Link} to={to} variant="subtle" aria-label={`${MSG.dashboardColDetalle}: ${s.razonSocial}`}>
                    <IconEye size={18} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
