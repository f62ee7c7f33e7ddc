import { MSG } from '@abasto/domain/messages';
import { requestRefusalReason } from '@abasto/domain/supplier-rating';
import type { Proveedor } from '@abasto/domain/supplier';
import { contactEmail } from '@abasto/domain/supplier-contact';
import { ActionIcon, Table, Text } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CSSProperties, MouseEvent } from 'react';
import './supplier-table.css';

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

// The cells' looks, as Mantine's Text would give them, once for every row.
const TEXT: CSSProperties = { fontSize: 'var(--mantine-font-size-sm)', lineHeight: 'var(--mantine-line-height-sm)' };
const NAME: CSSProperties = { ...TEXT, fontWeight: 500 };
const NAME_MISSING: CSSProperties = { ...NAME, color: 'var(--mantine-color-dimmed)' };
const MONO: CSSProperties = { ...TEXT, fontFamily: 'var(--mantine-font-family-monospace)' };
const SECOND_LINE: CSSProperties = {
  fontSize: 'var(--mantine-font-size-xs)',
  lineHeight: 'var(--mantine-line-height-xs)',
  color: 'var(--mantine-color-dimmed)',
};
const SECOND_LINE_CLAMPED: CSSProperties = { ...SECOND_LINE, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 280 };
const EMAIL: CSSProperties = { ...TEXT, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 300 };
const ACTIONS: CSSProperties = { display: 'flex', gap: 4, flexWrap: 'nowrap' };
const ROW: CSSProperties = { cursor: 'pointer' };
const CHECKBOX: CSSProperties = {
  // 24 × 24: the smallest touch target (docs/product.md#layout).
  width: 24,
  height: 24,
  margin: 0,
  cursor: 'pointer',
  accentColor: 'var(--mantine-primary-color-filled)',
  verticalAlign: 'middle',
};

const REJECTED: CSSProperties = { fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-red-7)' };

/**
 * The supplier table (docs/product.md#supplier-list): Nombre Real ('No Tiene'), RUC / CNPJ / ID ('NO TIENE'), Tipo de
 * actividad, País (country and city), Correo (first executive e-mail, else the main one). A row or
 * its eye opens the supplier; edit and delete show only when their handlers are given.
 */
export function SupplierTable({ suppliers, selectable, selected, onToggle, onToggleAll, onOpen, onEdit, onDelete }: Props) {
  // A Rechazado supplier cannot be picked, so "all of this page" means all the others.
  const pageIds = suppliers.filter((s) => requestRefusalReason(s) === null).map((s) => s._id);
  const ticked = pageIds.filter((id) => selected?.has(id)).length;

  return (
    // Native scrolling: Mantine's ScrollArea measures itself once mounted and draws again.
    <Table.ScrollContainer minWidth={860} type="native" className="supplier-table-scroll">
      <Table highlightOnHover verticalSpacing="sm" data-testid="supplier-table" className="supplier-table">
        <Table.Thead>
          <Table.Tr>
            {selectable && (
              <Table.Th w={40} data-cell="select">
                <input
                  type="checkbox"
                  style={CHECKBOX}
                  aria-label={MSG.supplierSelectAll}
                  checked={pageIds.length > 0 && ticked === pageIds.length}
                  ref={(box) => {
                    if (box) box.indeterminate = ticked > 0 && ticked < pageIds.length;
                  }}
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
            const email = contactEmail(s);
            const picked = selected?.has(s._id) ?? false;
            const reason = requestRefusalReason(s);
            const rejected = reason !== null;
            // Plain elements inside the cells: a Mantine Text or Checkbox per cell made some 150
            // components per page, most of the list's render time on a phone.
            return (
              <Table.Tr
                key={s._id}
                onClick={() => onOpen(s)}
                style={ROW}
                data-testid="supplier-row"
                bg={picked ? 'var(--mantine-color-blue-light)' : undefined}
              >
                {selectable && (
                  <Table.Td onClick={stop} data-cell="select">
                    <input
                      type="checkbox"
                      style={CHECKBOX}
                      aria-label={`${MSG.supplierSelectOne}: ${name}`}
                      // A Rechazado supplier, or one not accepted, receives no request (docs/product.md#qualification).
                      disabled={rejected}
                      title={reason ?? undefined}
                      checked={picked}
                      onChange={(e) => onToggle?.(s, e.currentTarget.checked)}
                    />
                  </Table.Td>
                )}
                <Table.Td data-cell="name">
                  <div style={s.nombreFantasia ? NAME : NAME_MISSING}>{name}</div>
                  <div style={SECOND_LINE_CLAMPED}>{s.razonSocial}</div>
                  {rejected && (
                    <div style={REJECTED} data-testid="supplier-rejected">
                      {reason}
                    </div>
                  )}
                </Table.Td>
                <Table.Td style={MONO} data-cell="info">{s.registro || MSG.supplierNoTieneUpper}</Table.Td>
                <Table.Td style={TEXT} data-cell="info">{s.actividad}</Table.Td>
                <Table.Td data-cell="info">
                  <div style={TEXT}>{s.pais}</div>
                  <div style={SECOND_LINE}>{s.ciudad || MSG.supplierNoTiene}</div>
                </Table.Td>
                <Table.Td data-cell="info">
                  <div style={EMAIL} title={email ?? undefined}>
                    {email ?? MSG.supplierNoTiene}
                  </div>
                </Table.Td>
                <Table.Td onClick={stop} data-cell="actions">
                  {/* The hint is the native title: a Mantine Tooltip per button (three per row) was a good
                      part of the list's first render, for labels most visits never show. */}
                  <div style={ACTIONS}>
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
                  </div>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
