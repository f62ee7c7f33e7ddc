import { canStartChat } from '@abasto/domain/chat';
import { CARE_ROLES, type Role } from '@abasto/domain/roles';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { type ChatPerson, type PersonRow, toChatPerson } from './mappers.ts';

const CONTACTS_LIMIT = 30;

/** The active care users the caller may open a conversation with, searched by name (accents and case ignored). */
export async function listChatContacts({
  db,
  user,
  q,
}: {
  db: Db;
  user: { id: number; role: string };
  q?: string;
}): Promise<{ data: ChatPerson[] }> {
  const roles = ([...CARE_ROLES, 'admin'] as Role[]).filter((r) => canStartChat(user.role as Role, r));
  if (roles.length === 0) return { data: [] };
  const search = q
    ? sql`and immutable_unaccent(lower(name || ' ' || last_name)) like '%' || immutable_unaccent(lower(${q.replace(/[\\%_]/g, '\\$&')})) || '%'`
    : sql``;
  const rows = await queryRows<PersonRow & { last_name: string }>(
    db,
    sql`
    select id, name, last_name, role, picture from users
    where active and registered_at is not null and id <> ${user.id}
      and role in (${sql.join(
        roles.map((r) => sql`${r}`),
        sql`, `,
      )}) ${search}
    order by name, last_name, id
    limit ${CONTACTS_LIMIT}`,
  );
  return { data: rows.map((r) => toChatPerson({ ...r, lastName: r.last_name })) };
}
