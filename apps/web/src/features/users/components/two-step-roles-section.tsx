import { MSG } from '@abasto/domain/messages';
import { ROLE_LABELS, ROLES, type Role } from '@abasto/domain/roles';
import { Alert, Button, Checkbox, Group, Paper, Stack, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { useSaveTwoStepRoles, useTwoStepRoles } from '../api/two-step-roles.ts';

/** "Seguridad" on the user page, for admins: the roles that must give the second step (docs/product.md#users). */
export function TwoStepRolesSection() {
  const query = useTwoStepRoles();
  if (query.isPending) return null;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  return <TwoStepRolesForm key={query.data.roles.join(',')} saved={query.data.roles} />;
}

function TwoStepRolesForm({ saved }: { saved: Role[] }) {
  const [roles, setRoles] = useState<string[]>(saved);
  const save = useSaveTwoStepRoles();
  const changed = roles.length !== saved.length || roles.some((r) => !saved.includes(r as Role));
  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="two-step-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconShieldLock size={20} />
          <Title order={3} size="h4" id="two-step-title">
            {MSG.twoStepSectionTitle}
          </Title>
        </Group>
        <Checkbox.Group label={MSG.twoStepRolesLabel} value={roles} onChange={setRoles}>
          <Group mt="xs" gap="md">
            {ROLES.map((r) => (
              <Checkbox key={r} value={r} label={ROLE_LABELS[r]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button
            disabled={!changed}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { roles: ROLES.filter((r) => roles.includes(r)) },
                {
                  onSuccess: () => notify.success(MSG.twoStepRolesSaved),
                  onError: (err) => notify.error(err.message || MSG.twoStepRolesFailed),
                },
              )}
          >
            {MSG.twoStepRolesSave}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
