import type { AdmissionRequest } from '@abasto/domain/supplier-admission';
import { MSG } from '@abasto/domain/messages';
import { Badge, Group } from '@mantine/core';

/** The collision flags of a request (docs/product.md#supplier-admission): RUC already registered, address repeated or alike. */
export function AdmissionFlags({ request }: { request: Pick<AdmissionRequest, 'rucDuplicado' | 'correoParecido'> }) {
  if (request.rucDuplicado.length === 0 && request.correoParecido.length === 0) return null;
  return (
    <Group gap={4} data-testid="admission-flags">
      {request.rucDuplicado.length > 0 && (
        <Badge color="red.9" variant="light" size="sm">
          {MSG.admissionFlagRegistro}
        </Badge>
      )}
      {request.correoParecido.length > 0 && (
        <Badge color="orange.9" variant="light" size="sm">
          {MSG.admissionFlagEmail}
        </Badge>
      )}
    </Group>
  );
}

const STATE_COLORS = { Pendiente: 'yellow.9', Aceptado: 'green.9', Rechazado: 'red.9' } as const;

export function AdmissionStateBadge({ estado }: { estado: AdmissionRequest['estado'] }) {
  return (
    <Badge color={STATE_COLORS[estado]} variant="light" size="sm">
      {estado}
    </Badge>
  );
}
