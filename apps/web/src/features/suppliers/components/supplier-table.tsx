import { MSG } from '@abasto/domain/messages';
import { contactEmail, type Proveedor } from '@abasto/domain/supplier';
import { ActionIcon, Checkbox, Group, Table, Text } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';

interface Props {
  suppliers: Proveedor[];
  /** Selection checkboxes (roles that may send quotations). */
  selectable?: boolean;
  selected?: ReadonlySet<number>;
  onToggle?(supplier: Proveedor, checked: boolean): void;
  onToggleAll?(checked: boolean): void;
  onOpen(supplier: Proveedor): void;
  onEdit?(supplier: Proveedor): void;
  onDelete?(supplier: Proveedor): void;
}

const stop = (e: MouseEvent) => e.stopPropagation();

/**
 * The supplier table of the spec: Nombre Real ('No Tiene'), RUC / CNPJ / ID ('NO TIENE'), Tipo de
 * actividad, País (country and city), Correo (first executive e-mail, else the main one). A row or
 * its eye opens the supplier; edit and delete show only when their handlers are given.
 */
export function SupplierTable({ suppliers, selectable, selected, onToggle, onToggleAll, onOpen, onEdit, onDelete }: Props) {
  const pageIds = suppliers.map((s) => s._id);
  const ticked = pageIds.filter((id) => selected?.has(id)).length;

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="supplier-table">
        <Table.Thead>
          <Table.Tr>
            {selectable && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={MSG.supplierSelectAll}
                  checked={pageIds.length > 0 && ticked === pageIds.length}
                  indeterminate={ticked > 0 && ticked < pageIds.length}
                  onChange={(e) => onToggleAll?.(e.currentTarget.checked)}
                />
              </Table.Th>
            )}
            <Table.Th>{MSG.supplierColNombreReal}</Table.Th>
            <Table.Th>{MSG.supplierColRegistro}</Table.Th>
            <Table.Th>{MSG.supplierColActividad}</Table.Th>
            <Table.Th>{MSG.supplierColPais}</Table.Th>
            <Table.Th>{MSG.supplierColCorreo}</Table.Th>
            <Table.Th w={onEdit || onDelete ? 120 : 56}>
              <Text span size="sm" fw={700}>
                {MSG.supplierColAcciones}
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {suppliers.map((s) => {
            const name = s.nombreFantasia || MSG.supplierNoTiene;
            return (
              <Table.Tr
                key={s._id}
                onClick={() => onOpen(s)}
                style={{ cursor: 'pointer' }}
                data-testid="supplier-row"
                bg={selected?.has(s._id) ? 'var(--mantine-color-blue-light)' : undefined}
              >
                {selectable && (
                  <Table.Td onClick={stop}>
                    <Checkbox
                      aria-label={`${MSG.supplierSelectOne}: ${name}`}
                      checked={selected?.has(s._id) ?? false}
                      onChange={(e) => onToggle?.(s, e.currentTarget.checked)}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <Text size="sm" fw={500} c={s.nombreFantasia ? undefined : 'dimmed'}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {s.razonSocial}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {s.registro || MSG.supplierNoTieneUpper}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{s.actividad}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{s.pais}</Text>
                  <Text size="xs" c="dimmed">
                    {s.ciudad || MSG.supplierNoTiene}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" truncate="end" maw={300} title={contactEmail(s) ?? undefined}>
                    {contactEmail(s) ?? MSG.supplierNoTiene}
                  </Text>
                </Table.Td>
                <Table.Td onClick={stop}>
                  {/* The hint is the native title: a Mantine Tooltip per button (three per row) was a good
                      part of the list's first render, for labels most visits never show. */}
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon title={MSG.supplierActionView} variant="subtle" aria-label={`${MSG.supplierActionView}: ${name}`} onClick={() => onOpen(s)}>
                      <IconEye size={18} />
                    </ActionIcon>
                    {onEdit && (
                      <ActionIcon title={MSG.supplierActionEdit} variant="subtle" aria-label={`${MSG.supplierActionEdit}: ${name}`} onClick={() => onEdit(s)}>
                        <IconPencil size={18} />
                      </ActionIcon>
                    )}
                    {onDelete && (
                      <ActionIcon
                        title={MSG.supplierActionDelete}
                        variant="subtle"
                        color="red"
                        aria-label={`${MSG.supplierActionDelete}: ${name}`}
                        onClick={() => onDelete(s)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
