import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { type ChatSummary, iso, toChatPerson, toMessage } from './mappers.ts';

interface Row {
  id: number;
  member_a_id: number;
  member_b_id: number;
  created_at: Date | string;
  last_message_at: Date | string | null;
  other_id: number;
  other_name: string;
  other_last_name: string;
  other_role: string;
  other_picture: string | null;
  last_id: number | null;
  last_sender_id: number | null;
  last_texto: string | null;
  last_created_at: Date | string | null;
  last_read_at: Date | string | null;
  unread: number;
}

/** The caller's conversations, latest activity first, each with the other member, the last message and the unread count. */
export async function listMyChats({ db, userId }: { db: Db; userId: number }): Promise<{ data: ChatSummary[] }> {
  const rows = await queryRows<Row>(
    db,
    sql`
    select c.id, c.member_a_id, c.member_b_id, c.created_at, c.last_message_at,
           o.id as other_id, o.name as other_name, o.last_name as other_last_name,
           o.role as other_role, o.picture as other_picture,
           m.id as last_id, m.sender_id as last_sender_id, m.texto as last_texto,
           m.created_at as last_created_at, m.read_at as last_read_at,
           (select count(*)::int from chat_messages u
             where u.chat_id = c.id and u.sender_id <> ${userId} and u.read_at is null) as unread
    from chats c
    join users o on o.id = case when c.member_a_id = ${userId} then c.member_b_id else c.member_a_id end
    left join lateral (
      select id, sender_id, texto, created_at, read_at from chat_messages
      where chat_id = c.id order by id desc limit 1
    ) m on true
    where c.member_a_id = ${userId} or c.member_b_id = ${userId}
    order by coalesce(c.last_message_at, c.created_at) desc, c.id desc`,
  );
  return {
    data: rows.map((r) => {
      const members = [r.member_a_id, r.member_b_id] as const;
      return {
        _id: r.id,
        id: r.id,
        other: toChatPerson({
          id: r.other_id,
          name: r.other_name,
          lastName: r.other_last_name,
          role: r.other_role,
          picture: r.other_picture,
        }),
        lastMessage:
          r.last_id == null || r.last_sender_id == null || r.last_texto == null || r.last_created_at == null
            ? null
            : toMessage(
                {
                  id: r.last_id,
                  chatId: r.id,
                  senderId: r.last_sender_id,
                  texto: r.last_texto,
                  createdAt: r.last_created_at,
                  readAt: r.last_read_at,
                },
                members,
                userId,
              ),
        unread: Number(r.unread),
        createdAt: iso(r.created_at),
        updatedAt: iso(r.last_message_at ?? r.created_at),
      };
    }),
  };
}
