import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { ADMISSION_REASON_MAX } from '@abasto/domain/supplier-admission';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../app/page-loader.tsx';
import { notify } from '../../../lib/notify.ts';
import { useAdmission, useDecideAdmission } from '../api/admissions.ts';
import { AdmissionFlags, AdmissionStateBadge } from '../components/admission-flags.tsx';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/**
 * /solicitudes-alta/{id}: one request's data and flags; Aceptar, or Rechazar with a reason the
 * applicant receives by e-mail (docs/product.md#supplier-admission). A request someone else
 * decided meanwhile is answered 409 and shown as it is now.
 */
export default function AdmissionDetailPage() {
  const id = Number(useParams().id);
  const query = useAdmission(id);
  const decide = useDecideAdmission(id);
  const navigate = useNavigate();
  const [motivo, setMotivo] = useState('');
  const [motivoError, setMotivoError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  }
  const r = query.data;

  function send(aceptar: boolean) {
    if (!aceptar && motivo.trim() === '') {
      setMotivoError(MSG.admissionReasonRequired);
      return;
    }
    setRefused(null);
    decide.mutate(aceptar ? { aceptar } : { aceptar, motivo }, {
      onSuccess: () => {
        notify.success(aceptar ? MSG.admissionAccepted : MSG.admissionRejected);
        void navigate(ROUTES.admissions);
      },
      onError: (err) => {
        setRefused(err.message);
        notify.error(err.message);
      },
    });
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h3">
            {fillMessage(MSG.admissionDetailTitle, { name: r.razonSocial })}
          </Title>
          <AdmissionStateBadge estado={r.estado} />
        </Group>
        <AdmissionFlags request={r} />
        {r.rucDuplicado.length > 0 && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="flag-registro">
            {fillMessage(MSG.admissionFlagRegistroDetail, { names: r.rucDuplicado.map((o) => o.razonSocial).join(', ') })}
          </Alert>
        )}
        {r.correoParecido.length > 0 && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="flag-email">
            {fillMessage(MSG.admissionFlagEmailDetail, { names: r.correoParecido.map((o) => o.nombre).join(', ') })}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Field label={MSG.admissionColumnDate} value={dayjs(r.fecha).format('DD/MM/YYYY HH:mm')} />
          <Field label={MSG.admissionColumnCompany} value={r.razonSocial} />
          <Field label={MSG.supplierColNombreReal} value={r.nombreFantasia} />
          <Field label={MSG.supplierColPais} value={r.pais} />
          <Field label={MSG.admissionColumnRegistro} value={r.registro} />
          <Field label={MSG.supplierColActividad} value={r.actividad} />
          <Field label={MSG.admissionColumnEmail} value={r.email} />
          <Field label={MSG.supplierFieldNombreEjecutivo} value={r.nombreEjecutivo} />
          <Field label={MSG.supplierFieldTelefonoEjecutivo} value={r.telefonoEjecutivo} />
          <Field label={MSG.supplierFieldEmailEjecutivo} value={r.emailEjecutivo.join(', ')} />
          <Field label={MSG.supplierFieldCiudad} value={r.ciudad} />
          <Field label={MSG.supplierFieldCalle} value={r.calle} />
          <Field label={MSG.supplierFieldTelephone} value={r.telephone} />
          <Field label={MSG.supplierFieldWebsite} value={r.website} />
          <Field label={MSG.supplierFieldSegmento} value={r.segmento} />
          <Field label={MSG.supplierFieldRubro} value={r.rubro.join(', ')} />
        </SimpleGrid>
        {r.detalle && <Field label={MSG.supplierFieldDetalle} value={r.detalle} />}
        <Group gap="md">
          <Anchor component={Link} to={ROUTES.supplier(r.id, 'consultar-proveedor')} c="blue.8">
            {MSG.admissionSeeRecord}
          </Anchor>
          <Anchor component={Link} to={ROUTES.admissions} c="blue.8">
            {MSG.admissionBack}
          </Anchor>
        </Group>
        {r.estado !== 'Pendiente' && r.decididoEn && (
          <Text size="sm" c="gray.7">
            {fillMessage(MSG.admissionDecidedBy, { name: r.decididoPor ?? '', date: dayjs(r.decididoEn).format('DD/MM/YYYY HH:mm') })}
            {r.motivo ? ` — ${r.motivo}` : ''}
          </Text>
        )}
        {refused && (
          <Alert color="red" role="alert" data-testid="decision-refused">
            {refused}
          </Alert>
        )}
        {r.estado === 'Pendiente' && (
          <Stack gap="sm">
            <Textarea
              label={MSG.admissionReasonLabel}
              value={motivo}
              onChange={(e) => {
                setMotivo(e.currentTarget.value);
                setMotivoError(null);
              }}
              error={motivoError}
              maxLength={ADMISSION_REASON_MAX}
              autosize
              minRows={2}
            />
            <Group>
              <Button color="teal.9" onClick={() => send(true)} loading={decide.isPending}>
                {MSG.admissionAccept}
              </Button>
              <Button color="red.9" variant="outline" onClick={() => send(false)} loading={decide.isPending}>
                {MSG.admissionReject}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
