import { fillMessage } from '@abasto/domain/fill-message';
import { requestRefusalReason } from '@abasto/domain/supplier-rating';
import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import { ROUTES } from '@abasto/domain/routes';
import type { Proveedor } from '@abasto/domain/supplier';
import type { SupplierListFilterKey } from '@abasto/domain/supplier-list-constants';
import { keepPossiblePlaces } from '@abasto/domain/supplier-places';
import { SUPPLIER_PAGE_SIZE } from '@abasto/domain/supplier-list-constants';
import { Alert, Badge, Box, Button, Card, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../app/page-loader.tsx';
import { formatCount } from '../../../lib/format-count.ts';
import { notify } from '../../../lib/notify.ts';
import { openPageCount } from '../../../lib/paging.ts';
import { useUser } from '../../../lib/session.tsx';
import { toDraftSupplier } from '../../quotations/components/draft-supplier.ts';
import { useDeleteSupplier } from '../api/delete-supplier.ts';
import { placeSelection, supplierFiltersQuery, useSupplierFilters } from '../api/get-supplier-filters.ts';
import { useSuppliers } from '../api/get-suppliers.ts';
import { confirmDeleteSupplier } from '../components/confirm-delete-supplier.tsx';
import { SupplierFileActions } from '../components/supplier-file-actions.tsx';
import { SupplierFiltersBar } from '../components/supplier-filters-bar.tsx';
import { SupplierListPagination } from '../components/supplier-list-pagination.tsx';
import { SupplierTable } from '../components/supplier-table.tsx';
import { fromSupplierList } from '../hooks/list-return.ts';
import { useSupplierListParams } from '../hooks/use-supplier-list-params.ts';
import { withAllStyles } from '../../../app/with-all-styles.ts';

// The quotation modal (and its editor) is loaded and mounted only when the user opens it.
// The list carries only its own Mantine styles (app/mantine-first.css): the modal brings all of them.
const SendQuotationModal = lazy(async () => {
  const modal = await withAllStyles(() => import('../../quotations/components/send-quotation-modal.tsx'));
  return { default: modal.SendQuotationModal };
});

/** /proveedores: quick search, filters, paging (all in the URL), selection for a quotation. */
export default function SupplierListPage() {
  const user = useUser();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { state, params, setQuery, setFilter, clearFilters, setPage } = useSupplierListParams();
  const list = useSuppliers(params);
  const filters = useSupplierFilters(placeSelection(state.filters));
  const queryClient = useQueryClient();
  // A new País or Departamento first asks for the options it narrows to; a Departamento or Ciudad
  // they no longer hold is dropped in the same step, with a note saying so
  // (docs/product.md#supplier-list). Only the latest change's answer counts.
  const placeCheck = useRef(0);
  const [placeNotes, setPlaceNotes] = useState<string[]>([]);
  const changeFilter = (key: SupplierListFilterKey, value: string | null) => {
    placeCheck.current += 1;
    setPlaceNotes([]);
    if (key !== 'pais' && key !== 'estado') {
      setFilter(key, value);
      return;
    }
    const check = placeCheck.current;
    const chosen = { ...state.filters, [key]: value };
    queryClient.fetchQuery(supplierFiltersQuery(placeSelection(chosen))).then(
      (options) => {
        if (check !== placeCheck.current) return;
        const { dropped } = keepPossiblePlaces(chosen, options);
        setPlaceNotes(
          dropped.map((place) =>
            fillMessage(MSG.supplierFilterPlaceDropped, {
              campo: place === 'estado' ? MSG.supplierFieldDepartamento : MSG.supplierFieldCiudad,
              valor: chosen[place] ?? '',
            }),
          ),
        );
        setFilter(key, value, dropped);
      },
      // Without the options nothing is dropped; their own query shows the failure.
      () => {
        if (check === placeCheck.current) setFilter(key, value);
      },
    );
  };
  const clearAllFilters = () => {
    placeCheck.current += 1;
    setPlaceNotes([]);
    clearFilters();
  };
  const remove = useDeleteSupplier();
  // Picked suppliers stay picked across pages and searches, until a quotation takes them.
  const [selected, setSelected] = useState<Map<number, Proveedor>>(new Map());
  const [composing, compose] = useDisclosure(false);

  const mayEdit = can(user.role, 'suppliers.edit');
  const mayDelete = can(user.role, 'suppliers.delete');
  const maySend = can(user.role, 'quotations.send');
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const capped = list.data?.totalCapped === true;
  // Past the count cap the list only says "más de 10.000" (a quick search: "más de 1000") and
  // pages on (docs/product.md#supplier-list).
  const totalPages = openPageCount(total, list.data?.pageSize ?? SUPPLIER_PAGE_SIZE, capped, state.page);
  const totalText = fillMessage(capped ? MSG.supplierListTotalCapped : MSG.supplierListTotal, { n: formatCount(total) });

  const toggle = (s: Proveedor, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(s._id, s);
      else next.delete(s._id);
      return next;
    });
  const toggleAll = (checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const s of rows) {
        // A Rechazado supplier receives no request (docs/product.md#qualification).
        if (checked && requestRefusalReason(s) === null) next.set(s._id, s);
        else next.delete(s._id);
      }
      return next;
    });

  const askDelete = (s: Proveedor) =>
    confirmDeleteSupplier(s.nombreFantasia || s.razonSocial, () =>
      remove.mutate(s._id, {
        onSuccess: () => {
          notify.success(MSG.supplierDeleted);
          toggle(s, false);
        },
        onError: (err) =>
          notify.error(err.message, MSG.supplierDeleteFailed),
      }),
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {/* One line whatever the count: a badge that arrived and wrapped would push the whole page
            down (a layout shift on phones). Its room is kept while the list loads, for the same reason. */}
        <Group gap="sm" align="baseline" wrap="nowrap" miw={0}>
          <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
            {MSG.supplierListTitle}
          </Title>
          <Badge
            variant="light"
            // "más de 10.000 proveedores" is longer than an exact count: smaller, and not in capitals,
            // it stays whole at 390 px.
            size={capped ? 'md' : 'lg'}
            tt={capped ? 'none' : undefined}
            fw={capped ? 500 : undefined}
            miw={0}
            title={list.data ? totalText : undefined}
            style={{ flexShrink: 1, visibility: list.data ? undefined : 'hidden', letterSpacing: capped ? 0 : undefined }}
            aria-hidden={list.data ? undefined : true}
            data-testid={list.data ? 'supplier-total' : undefined}
          >
            {totalText}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          {maySend && selected.size > 0 && (
            <Button leftSection={<IconSend size={16} />} onClick={compose.open}>
              {fillMessage(MSG.supplierSendQuotation, { n: selected.size })}
            </Button>
          )}
          <SupplierFileActions params={params} mayImport={mayEdit} />
        </Group>
      </Group>

      <Card withBorder padding="md">
        <SupplierFiltersBar
          q={state.q}
          filters={state.filters}
          options={filters.data}
          onQuery={setQuery}
          onFilter={changeFilter}
          onClear={clearAllFilters}
        />
        {placeNotes.length > 0 && (
          <Alert color="blue" mt="sm" role="status" data-testid="supplier-place-note">
            {placeNotes.map((note) => (
              <Text key={note} size="sm">
                {note}
              </Text>
            ))}
          </Alert>
        )}
      </Card>

      <Card withBorder padding={0}>
        {list.isPending ? (
          <PageLoader />
        ) : list.isError ? (
          <Alert color="red" m="md" title={MSG.supplierListLoadFailed}>
            {list.error.message}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="supplier-list-empty">
            {MSG.supplierListEmpty}
          </Text>
        ) : (
          <Box pos="relative">
            <LoadingOverlay visible={list.isPlaceholderData} loaderProps={{ 'aria-label': 'Cargando' }} zIndex={5} />
            <SupplierTable
              suppliers={rows}
              selectable={maySend}
              selected={new Set(selected.keys())}
              onToggle={toggle}
              onToggleAll={toggleAll}
              onOpen={(s) => void navigate(ROUTES.supplier(s._id, 'consultar-proveedor'), { state: fromSupplierList(search) })}
              onEdit={mayEdit ? (s) => void navigate(ROUTES.supplier(s._id, 'editar-proveedor'), { state: fromSupplierList(search) }) : undefined}
              onDelete={mayDelete ? askDelete : undefined}
            />
          </Box>
        )}
      </Card>

      <SupplierListPagination page={state.page} totalPages={totalPages} onChange={setPage} open={capped} />

      {maySend && composing && (
        <Suspense fallback={null}>
          <SendQuotationModal opened onClose={compose.close} suppliers={[...selected.values()].map(toDraftSupplier)} />
        </Suspense>
      )}
    </Stack>
  );
}
