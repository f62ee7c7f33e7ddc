import type { ChatPerson } from '@abasto/domain/chat';
import { Avatar, type MantineSize } from '@mantine/core';

const ROLE_COLOR: Record<string, string> = {
  medico: 'blue',
  'medico-admin': 'indigo',
  fisio: 'teal',
  paciente: 'grape',
  admin: 'orange',
};

export function personName(person: Pick<ChatPerson, 'name' | 'lastName'>): string {
  return `${person.name} ${person.lastName}`.trim();
}

/** Initials on the role's colour, so doctors and patients tell apart at a glance. */
export function PersonAvatar({ person, size = 'md' }: { person: ChatPerson; size?: MantineSize }) {
  const initials = `${person.name.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase();
  return (
    <Avatar src={person.picture} size={size} radius="xl" color={ROLE_COLOR[person.role] ?? 'gray'} alt={personName(person)}>
      {initials}
    </Avatar>
  );
}
