import type { CarePerson } from '@abasto/domain/care-event';
import { MSG } from '@abasto/domain/messages';
import { ROLE_LABELS, type Role } from '@abasto/domain/roles';
import { ActionIcon, Button, Group, Input, ScrollArea, Select, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useMedicos } from '../api/get-medicos.ts';
import { usePacientes } from '../api/get-pacientes.ts';
import type { FormGuest } from './event-form-values.ts';
import { GuestStatusBadge } from './guest-status-badge.tsx';

interface Props {
  guests: FormGuest[];
  onChange(guests: FormGuest[]): void;
  /** The organiser, who is never in the list to pick from. */
  selfId: number;
  error?: string;
}

const fullName = (p: { name: string; lastName: string }) => `${p.name} ${p.lastName}`.trim();

/**
 * Doctors and patients to invite: a person moves from the selector to the guests table when
 * invited and back when removed. The invite button waits for a pick.
 */
export function GuestPicker({ guests, onChange, selfId, error }: Props) {
  const medicos = useMedicos();
  const pacientes = usePacientes();
  const [picked, setPicked] = useState<string | null>(null);

  const candidates = useMemo(() => {
    const invited = new Set(guests.map((g) => g._id));
    const byId = new Map<number, CarePerson & { role: Role }>();
    for (const p of medicos.data ?? []) byId.set(p._id, { ...p, role: 'medico' });
    for (const p of pacientes.data ?? []) byId.set(p._id, { ...p, role: 'paciente' });
    const free = (list: CarePerson[] | undefined) =>
      (list ?? [])
        .filter((p) => p._id !== selfId && !invited.has(p._id))
        .map((p) => ({ value: String(p._id), label: fullName(p) }));
    return {
      byId,
      data: [
        { group: ROLE_LABELS.medico, items: free(medicos.data) },
        { group: ROLE_LABELS.paciente, items: free(pacientes.data) },
      ].filter((g) => g.items.length > 0),
    };
  }, [medicos.data, pacientes.data, guests, selfId]);

  function invite() {
    const person = picked ? candidates.byId.get(Number(picked)) : undefined;
    if (!person) return;
    onChange([
      ...guests,
      { _id: person._id, name: person.name, lastName: person.lastName, role: person.role, status: 'awaiting' },
    ]);
    setPicked(null);
  }

  return (
    <Input.Wrapper label={MSG.careEventGuests} error={error}>
      <Group align="flex-end" gap="sm" mt={4} wrap="nowrap">
        <Select
          flex={1}
          label={MSG.careEventGuestPicker}
          placeholder={MSG.careEventGuestPickerPlaceholder}
          data={candidates.data}
          value={picked}
          onChange={setPicked}
          searchable
          clearable
          nothingFoundMessage="—"
          comboboxProps={{ withinPortal: true }}
          disabled={medicos.isLoading || pacientes.isLoading}
        />
        <Button leftSection={<IconUserPlus size={16} />} onClick={invite} disabled={!picked}>
          {MSG.careEventInvite}
        </Button>
      </Group>
      <ScrollArea.Autosize mah={300} mt="sm" type="auto" data-testid="event-form-guests">
        <Table striped withTableBorder verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{MSG.careEventGuestName}</Table.Th>
              <Table.Th visibleFrom="xs">{MSG.careEventGuestRole}</Table.Th>
              <Table.Th>{MSG.careEventGuestStatus}</Table.Th>
              <Table.Th w={48}>
                <VisuallyHidden>{MSG.a11yActionsColumn.pt}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {guests.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text size="sm" c="dimmed">
                    {MSG.careEventNoGuests}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {guests.map((g) => (
              <Table.Tr key={g._id}>
                <Table.Td>{fullName(g)}</Table.Td>
                <Table.Td visibleFrom="xs">{ROLE_LABELS[g.role] ?? g.role}</Table.Td>
                <Table.Td>
                  <GuestStatusBadge status={g.status} />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${MSG.careEventGuestRemove} ${fullName(g)}`}
                    title={MSG.careEventGuestRemove}
                    onClick={() => onChange(guests.filter((x) => x._id !== g._id))}
                  >
                    <IconUserMinus size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Input.Wrapper>
  );
}
