import { permissionTable } from '@abasto/domain/permissions';
import { ROLE_LABELS, type Role } from '@abasto/domain/roles';
import { Collapse, Paper, Table, Text, UnstyledButton, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconChevronDown, IconChevronRight, IconX } from '@tabler/icons-react';

/** The permission table of a profile (docs/product.md#permission-table), in a section that opens on demand. */
export function PermissionTable({ role }: { role: Role }) {
  const [opened, { toggle }] = useDisclosure(false);
  const rows = permissionTable(role);
  return (
    <Paper withBorder radius="md">
      <UnstyledButton onClick={toggle} w="100%" p="sm" aria-expanded={opened} data-testid="permissions-toggle">
        <Group gap="xs">
          {opened ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          <Text fw={600} size="sm">
            Permisos del perfil {ROLE_LABELS[role]}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <Table striped withRowBorders={false} mx="sm" mb="sm" w="auto" data-testid="permission-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Permiso</Table.Th>
              <Table.Th ta="center">{ROLE_LABELS[role]}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.label}>
                <Table.Td>{r.label}</Table.Td>
                <Table.Td ta="center">
                  {r.allowed ? (
                    <IconCheck size={18} color="var(--mantine-color-teal-6)" aria-label="sí" />
                  ) : (
                    <IconX size={18} color="var(--mantine-color-red-6)" aria-label="no" />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Collapse>
    </Paper>
  );
}
