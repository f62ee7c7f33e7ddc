import 'dayjs/locale/pt-br';
import { CareInviteFormSchema, careInvitableRoles } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { type CareRole, ROLE_LABELS } from '@abasto/domain/roles';
import { ROUTES } from '@abasto/domain/routes';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { notify } from '../../../../lib/notify.ts';
import { useUser } from '../../../../lib/session.tsx';
import { useUnsavedChanges } from '../../../../lib/unsaved-changes.tsx';
import { useInviteUser } from '../../../users/api/invite-user.ts';
import { openInvitationLinkModal } from '../../../users/components/invitation-link-modal.tsx';
import { useItemList } from '../../value-lists/api/get-item-list.ts';
import { DayInput } from '../../../../lib/day-input.tsx';

interface Fields {
  role: CareRole;
  name: string;
  lastName: string;
  email: string;
  telephone: string;
  birthDate: string;
  sexo: string;
  especialidadPrincipal: string;
  especialidadSecundaria: string;
  location: { street: string; number: string; complement: string; city: string; state: string; postalCode: string };
}

const empty = (role: CareRole): Fields => ({
  role,
  name: '',
  lastName: '',
  email: '',
  telephone: '',
  birthDate: '',
  sexo: '',
  especialidadPrincipal: '',
  especialidadSecundaria: '',
  location: { street: '', number: '', complement: '', city: '', state: '', postalCode: '' },
});

const checks = schemaResolver(CareInviteFormSchema, { sync: true });

/** The first message of the domain's schema, as a toast (as the staff user form shows it). */
const firstError = (errors: FormErrors) => notify.error(String(Object.values(errors)[0] ?? MSG.mustFillFields));

/**
 * "Novo usuário" of the care area (docs/product.md#care-users): admin and doctors invite the
 * care roles they may; the server decides, this form offers only those roles.
 */
export default function NewCareUserPage() {
  const viewer = useUser();
  const roles = careInvitableRoles(viewer.role);
  const invite = useInviteUser();
  const sexos = useItemList('sexo');
  const specialties = useItemList('especialidad');
  const form = useForm<Fields>({ mode: 'controlled', initialValues: empty(roles[0] ?? 'paciente'), validate: checks });
  useUnsavedChanges(() => form.isDirty());
  const professional = form.getValues().role !== 'paciente';
  const names = (list: typeof sexos) => [...new Set((list.data ?? []).map((i) => i.name))];

  const submit = form.onSubmit(() => {
    const values = form.getValues();
    // What was typed goes as it is (the server reads it with the same schema); a patient has no specialties.
    invite.mutate(professional ? values : { ...values, especialidadPrincipal: '', especialidadSecundaria: '' }, {
      onSuccess: ({ activationKey }) => {
        notify.success(MSG.careUserCreated(ROLE_LABELS[values.role]));
        form.setValues(empty(values.role));
        form.resetDirty(empty(values.role));
        openInvitationLinkModal({
          title: MSG.accountCreatedTitle,
          text: MSG.careAccountCreatedText,
          link: `${window.location.origin}${ROUTES.completeRegistration(activationKey)}`,
        });
      },
      onError: (err) => notify.error(err.message, MSG.inviteFailed),
    });
  }, firstError);

  const input = (field: string) => form.getInputProps(field, { withError: false });
  // An empty select holds null, so it offers no clear button until something is picked.
  const select = (field: 'sexo' | 'especialidadPrincipal' | 'especialidadSecundaria') => ({
    ...input(field),
    value: form.getValues()[field] || null,
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
  });

  return (
    <Card withBorder padding="lg" radius="md" maw={900}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              {MSG.careNewUserTitle}
            </Title>
            <Text c="dimmed" size="sm">
              {MSG.careNewUserSubtitle}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={MSG.careNewUserRole}
              data={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
              allowDeselect={false}
              required
              {...input('role')}
            />
            <TextInput label={MSG.careNewUserEmail} type="email" autoComplete="off" required {...input('email')} />
            <TextInput label={MSG.careNewUserName} required {...input('name')} />
            <TextInput label={MSG.careNewUserLastName} required {...input('lastName')} />
            <TextInput label={MSG.careNewUserTelephone} type="tel" {...input('telephone')} />
            <DayInput
              label={MSG.careNewUserBirthDate}
              locale="pt-br"
              maxDate={new Date()}
              value={form.getValues().birthDate || null}
              onChange={(day) => form.setFieldValue('birthDate', day ?? '')}
            />
            <Select label={MSG.careNewUserSexo} data={names(sexos)} clearable {...select('sexo')} />
            {professional && (
              <>
                <Select label={MSG.careNewUserSpecialty} data={names(specialties)} searchable clearable {...select('especialidadPrincipal')} />
                <Select
                  label={MSG.careNewUserSecondSpecialty}
                  data={names(specialties)}
                  searchable
                  clearable
                  {...select('especialidadSecundaria')}
                />
              </>
            )}
          </SimpleGrid>
          <Title order={3} size="h5">
            {MSG.careNewUserAddress}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label={MSG.careNewUserStreet} {...input('location.street')} />
            <TextInput label={MSG.careNewUserNumber} {...input('location.number')} />
            <TextInput label={MSG.careNewUserComplement} {...input('location.complement')} />
            <TextInput label={MSG.careNewUserCity} {...input('location.city')} />
            <TextInput label={MSG.careNewUserState} {...input('location.state')} />
            <TextInput label={MSG.careNewUserPostalCode} {...input('location.postalCode')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              {MSG.careNewUserSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
