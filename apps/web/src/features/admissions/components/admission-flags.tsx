import type { AdmissionRequest } from '@abasto/domain/supplier-admission';
import { MSG } from '@abasto/domain/messages';
import { Badge, Group } from '@mantine/core';

/** The collision flags of a request (docs/product.md#supplier-admission): RUC already registered, address repeated or alike. */
export function AdmissionFlags({ request }: { request: Pick<AdmissionRequest, 'rucDuplicado' | 'correoParecido'> }) {
  if (request.rucDuplicado.length === 0 && request.correoParecido.length === 0) return null;
  return (
    <Group gap={4} data-testid="admission-flags">
      {request.rucDuplicado.length > 0 && (
        <Badge color="red.9" variant="filled" autoContrast size="sm">
          {MSG.admissionFlagRegistro}
        </Badge>
      )}
      {request.correoParecido.length > 0 && (
        <Badge color="orange.3" variant="filled" autoContrast size="sm">
          {MSG.admissionFlagEmail}
        </Badge>
      )}
    </Group>
  );
}

// Filled, with the text colour picked for contrast (4.5:1 at least on each).
const STATE_COLORS = { Pendiente: 'yellow.3', Aceptado: 'green.9', Rechazado: 'red.9' } as const;

export function AdmissionStateBadge({ estado }: { estado: AdmissionRequest['estado'] }) {
  return (
    <Badge color={STATE_COLORS[estado]} variant="filled" autoContrast size="sm" style={{ flexShrink: 0 }}>
      {estado}
    </Badge>
  );
}
