import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import { ROUTES } from '@abasto/domain/routes';
import { requestRefusalReason } from '@abasto/domain/supplier-rating';
import type { Proveedor } from '@abasto/domain/supplier';
import { SUPPLIER_FIELD_LABELS } from '@abasto/domain/supplier-fields';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconDeviceFloppy, IconFileInvoice, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, use, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { formatShortDate } from '../../../lib/format-count.ts';
import { notify } from '../../../lib/notify.ts';
import { useUser } from '../../../lib/session.tsx';
import { useUnsavedChanges } from '../../../lib/unsaved-changes.tsx';
import { useVersionConflict, VersionConflictAlert } from '../../../lib/version-conflict.tsx';
import { useCreateSupplier } from '../api/create-supplier.ts';
import { supplierQueryOptions } from '../api/get-supplier.ts';
import { useUpdateSupplier } from '../api/update-supplier.ts';
import { AfterFirstPaint } from '../../../lib/after-first-paint.tsx';
import { InviteSupplierButton } from './invite-supplier-button.tsx';
import { SECTION_IDS, SupplierForm, supplierFormSections, type SupplierFormMode } from './supplier-form.tsx';
import { emptySupplierForm, formToBody, type SupplierFormField, type SupplierFormValues, supplierToForm } from './supplier-form-values.ts';
import { useSupplierListReturn } from '../hooks/list-return.ts';
import { withAllStyles } from '../../../app/with-all-styles.ts';
import { loadOnce } from '../../../lib/load-once.ts';

interface Props {
  mode: SupplierFormMode;
  /** Absent when registering. */
  supplier?: Proveedor;
  /** The proveedor's own record (/perfil-proveedor): read-only, no staff buttons. */
  own?: boolean;
}

// The domain's checks bring the schemas (zod): loaded to register or edit, and to consult only once
// the person goes to edit (docs/product.md#supplier-detail).
const supplierChecks = loadOnce(() => import('./supplier-checks.ts'));
/** What registering and editing wait for: the checks, and the form's every section (drawn whole). */
const editing = loadOnce(() => Promise.all([supplierChecks.load(), supplierFormSections.load()]).then(([checks]) => checks));

// The fields an edit changes, compared on a stale save (docs/product.md#concurrent-edits); the
// rating and the questionnaire change through their own calls.
const COMPARED_FIELDS = (Object.keys(emptySupplierForm()) as SupplierFormField[]).filter((f) => f !== 'calificacion' && f !== 'radioForm');

// Below the fold, or only on demand: fetched after the form is drawn (the qualification) or when
// first opened (the quotations' dialog, with the quotation table), not with the page. The
// qualification draws only components of the first screens' styles (vite.config.ts checks it), so
// it does not bring Mantine's whole stylesheet to the page (docs/benchmarks.md, "First load").
const QualificationSection = lazy(async () => ({
  default: (await import('../../qualification/components/qualification-section.tsx')).QualificationSection,
}));
const SupplierQuotationsModal = lazy(async () => ({
  default: (await withAllStyles(() => import('../../quotations/components/supplier-quotations-modal.tsx'))).SupplierQuotationsModal,
}));
/** Room held for the qualification until it is drawn: about its rating, 17 questions and documents. */
const QUALIFICATION_MIN_HEIGHT = 2400;

const scrollTo = (id: string) => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** The supplier detail in its three modes, with its titles, buttons and checks (docs/product.md#supplier-detail). */
export function SupplierDetail({ mode, supplier, own = false }: Props) {
  const user = useUser();
  const navigate = useNavigate();
  const back = useSupplierListReturn();
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  // The domain's live checks run as each value changes; a field found empty on a save is marked
  // (error `true`: a red border) until it changes. A record consulted changes in no field: its
  // checks are not run (their first run compiles the schema, a long task on a phone).
  // Registering or editing waits for them (the page's loader is shown meanwhile).
  const checks = mode === 'consultar' ? supplierChecks.loaded() : (editing.loaded() ?? use(editing.load()));
  const [initial] = useState(() => (supplier ? supplierToForm(supplier) : emptySupplierForm()));
  const form = useForm<SupplierFormValues>({
    mode: 'controlled',
    initialValues: initial,
    initialErrors: checks && mode !== 'consultar' ? checks.liveChecks(initial) : {},
    validate: (values) => supplierChecks.loaded()?.liveChecks(values) ?? {},
    validateInputOnChange: true,
  });
  useUnsavedChanges(() => mode !== 'consultar' && form.isDirty());
  // Consulting shows the record as the server holds it now; registering and editing show the draft.
  // The record the form started from is already shown: drawing it again would redraw every field.
  const shown = useRef(supplier);
  useEffect(() => {
    if (mode !== 'consultar' || !supplier || supplier === shown.current) return;
    shown.current = supplier;
    const current = supplierToForm(supplier);
    form.setValues(current);
    form.resetDirty(current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form object is new on each render
  }, [mode, supplier]);
  const [quotationsOpened, quotations] = useDisclosure(false);
  // Mounted from its first opening on, so that it closes with its transition.
  const [quotationsUsed, setQuotationsUsed] = useState(false);
  const queryClient = useQueryClient();
  const versions = useVersionConflict<SupplierFormValues>({
    loaded: supplier && { values: supplierToForm(supplier), version: supplier.version },
    loadCurrent: async () => {
      const current = await queryClient.fetchQuery({ ...supplierQueryOptions(supplier?._id ?? null), staleTime: 0 });
      return { values: supplierToForm(current), version: current.version };
    },
    fields: COMPARED_FIELDS,
  });

  const mayEdit = !own && can(user.role, 'suppliers.edit');
  const maySeeQuotations = !own && can(user.role, 'quotations.history');
  const rules = checks && (mode === 'registrar' ? checks.STAFF_CREATE_RULES : checks.SUPPLIER_EDIT_RULES);
  const name = supplier ? supplier.nombreFantasia || supplier.razonSocial : '';
  const title =
    mode === 'registrar' ? MSG.supplierCreatingTitle : mode === 'editar' ? `${MSG.supplierEditingTitle}${name}` : name;

  /** Live errors block saving and switching to edit: each one is shown as a toast. */
  const blockedByLiveErrors = () => {
    const { errors } = form.validate();
    const messages = Object.values(errors).filter((e): e is string => typeof e === 'string');
    for (const message of messages) notify.error(message);
    return messages.length > 0;
  };

  const markMissing = (fields: readonly string[]) => {
    for (const field of fields) form.setFieldError(field as SupplierFormField, true);
  };

  const save = (version = versions.version(), values = form.getValues()) => {
    if (!checks || !rules || blockedByLiveErrors()) return;
    const failure = checks.ruleFailure(values, rules);
    if (failure) {
      markMissing(checks.missingFields(values, rules.required));
      notify.error(failure.message);
      return;
    }
    const fail = (heading: string) => (err: Error) => {
      if (versions.handleError(err)) return;
      if (err instanceof ApiError) markMissing(Object.keys(err.fieldErrors));
      notify.error(err.message, heading);
    };
    if (mode === 'registrar') {
      create.mutate(formToBody(values), {
        onSuccess: (created) => {
          form.resetDirty();
          notify.success(MSG.supplierCreated);
          void navigate(ROUTES.supplier(created._id, 'consultar-proveedor'), { replace: true, state: back.state });
        },
        onError: fail(MSG.supplierCreateFailed),
      });
    } else if (supplier) {
      update.mutate(
        { id: supplier._id, body: { ...formToBody(values), version } },
        {
          onSuccess: () => {
            form.resetDirty();
            notify.success(MSG.supplierEdited);
            void navigate(ROUTES.supplier(supplier._id, 'consultar-proveedor'), { replace: true, state: back.state });
          },
          onError: fail(MSG.supplierEditFailed),
        },
      );
    }
  };

  const startEditing = async () => {
    await editing.load();
    if (blockedByLiveErrors() || !supplier) return;
    void navigate(ROUTES.supplier(supplier._id, 'editar-proveedor'), { state: back.state });
  };

  const actionButton =
    mode === 'registrar' ? (
      <Button leftSection={<IconPlus size={16} />} onClick={() => save()} loading={create.isPending}>
        {MSG.supplierRegisterButton}
      </Button>
    ) : mode === 'editar' ? (
      <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => save()} loading={update.isPending}>
        {MSG.supplierSaveButton}
      </Button>
    ) : (
      <Button
        leftSection={<IconPencil size={16} />}
        // The checks start loading as the pointer or the focus reaches the button.
        onPointerEnter={() => void editing.load()}
        onFocus={() => void editing.load()}
        onClick={() => void startEditing()}
      >
        {MSG.supplierEditButton}
      </Button>
    );

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={2} data-testid="supplier-title">
              {title}
            </Title>
            {supplier && (
              <Text size="sm" c="dimmed">
                {supplier.registro} · {supplier.pais}
                {' · '}
                {fillMessage(MSG.supplierCreatedAt, { fecha: formatShortDate(supplier.createdAt) })}
                {supplier.invitedBy &&
                  ` ${fillMessage(MSG.supplierInvitedBy, { nombre: `${supplier.invitedBy.name} ${supplier.invitedBy.lastName}`.trim() })}`}
              </Text>
            )}
            {supplier && supplier.admision !== 'Aceptado' && (
              // docs/product.md#supplier-admission: not accepted, it receives no quotation requests.
              <Text size="sm" c="red.9" fw={500} data-testid="supplier-admission">
                {own && supplier.admision === 'Pendiente' ? MSG.admissionOwnPending : requestRefusalReason(supplier)}
                {!own && can(user.role, 'suppliers.admission') && (
                  <>
                    {' · '}
                    <Anchor component={Link} to={ROUTES.admission(supplier._id)} c="blue.8" size="sm">
                      {MSG.admissionOpenRequest}
                    </Anchor>
                  </>
                )}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="wrap">
            <Button variant="light" size="xs" onClick={() => scrollTo(SECTION_IDS.misDatos)}>
              {MSG.supplierMyData}
            </Button>
            <Button variant="light" size="xs" onClick={() => scrollTo(SECTION_IDS.proveedor)}>
              {MSG.supplierSupplierData}
            </Button>
            {supplier && maySeeQuotations && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconFileInvoice size={14} />}
                onClick={() => {
                  setQuotationsUsed(true);
                  quotations.open();
                }}
              >
                {MSG.supplierSeeQuotations}
              </Button>
            )}
            {supplier && mayEdit && mode === 'consultar' && <InviteSupplierButton supplierId={supplier._id} />}
          </Group>
        </Group>
      </Paper>

      <SupplierForm form={form} mode={mode} required={mode === 'consultar' || !rules ? [] : (rules.required as SupplierFormField[])} />

      {mode === 'editar' && (
        <VersionConflictAlert
          state={versions}
          labels={SUPPLIER_FIELD_LABELS}
          saving={update.isPending}
          form={form}
          onSave={(values, version) => save(version, values)}
          onDiscarded={(current) => form.setErrors(checks?.liveChecks(current) ?? {})}
        />
      )}

      {supplier && mode === 'consultar' && (
        <AfterFirstPaint minHeight={QUALIFICATION_MIN_HEIGHT}>
          <Suspense fallback={<div style={{ minHeight: QUALIFICATION_MIN_HEIGHT }} />}>
            <QualificationSection supplierId={supplier._id} own={own} />
          </Suspense>
        </AfterFirstPaint>
      )}

      {!own && (
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Button component={Link} to={back.listUrl} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {MSG.supplierBackToList}
          </Button>
          {mayEdit && actionButton}
        </Group>
      )}

      {supplier && maySeeQuotations && quotationsUsed && (
        <Suspense fallback={null}>
          <SupplierQuotationsModal supplierId={supplier._id} opened={quotationsOpened} onClose={quotations.close} />
        </Suspense>
      )}
    </Stack>
  );
}
