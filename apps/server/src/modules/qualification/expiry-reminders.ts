import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import {
  addDays,
  companyToday,
  dueReminder,
  EXPIRING_WITHIN_DAYS,
  type ReminderMilestone,
} from '@abasto/domain/supplier-qualification';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { supplierDocumentReminders } from '../../db/schema/qualification.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/mail-layout.ts';

/** A reminder past this many days after expiry is no longer sent (a server that was off for long). */
const LATE_DAYS = 7;

interface Candidate {
  id: number;
  tipo: string;
  nombre: string | null;
  vence: string;
  razon_social: string;
  address: string | null;
}

const SUBJECTS: Record<ReminderMilestone, string> = {
  30: MSG.qualificationReminderSubject30,
  7: MSG.qualificationReminderSubject7,
  0: MSG.qualificationReminderSubject0,
};

/**
 * Sends the expiry reminders due on `today` (docs/product.md#qualification): for each document
 * the latest milestone reached (30 days before, 7 days before, the day itself), each once. The
 * reminder row and its outbox message are written in one transaction and the row's primary key
 * refuses a second one, so two servers running this together still send each e-mail once.
 * Answers how many reminders this call enqueued.
 */
export async function sendExpiryReminders({
  db,
  appUrl,
  today = companyToday(),
}: {
  db: Db;
  appUrl: string;
  today?: string;
}): Promise<number> {
  const candidates = await queryRows<Candidate>(
    db,
    sql`
    select d.id, d.tipo, d.nombre, to_char(d.vence, 'YYYY-MM-DD') as vence, s.razon_social,
      coalesce(
        (select u.email from users u where u.supplier_id = s.id and u.active order by u.id limit 1),
        nullif(s.email, ''),
        s.email_ejecutivo[1]
      ) as address
    from supplier_documents d join suppliers s on s.id = d.supplier_id
    where d.vence between ${addDays(today, -LATE_DAYS)}::date and ${addDays(today, EXPIRING_WITHIN_DAYS)}::date
    order by d.vence, d.id`,
  );
  let sent = 0;
  for (const doc of candidates) {
    const milestone = dueReminder(doc.vence, today);
    if (milestone === null || doc.address === null) continue;
    const enqueued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(supplierDocumentReminders)
        .values({ documentId: doc.id, milestone })
        .onConflictDoNothing()
        .returning({ documentId: supplierDocumentReminders.documentId });
      if (!claimed) return false;
      const tipo = doc.tipo === 'Otro' && doc.nombre ? doc.nombre : doc.tipo;
      const subject = fillMessage(SUBJECTS[milestone], { tipo });
      const { html, text } = renderMail({
        heading: subject,
        paragraphs: [fillMessage(MSG.qualificationReminderText, { tipo, proveedor: doc.razon_social, vence: doc.vence })],
        action: { label: MSG.qualificationReminderAction, url: `${appUrl}${ROUTES.ownSupplier}` },
      });
      const messageId = await enqueueMail(tx, {
        to: doc.address!,
        toName: doc.razon_social,
        subject,
        html,
        text,
        ref: { kind: 'document-reminder', id: `${doc.id}:${milestone}` },
      });
      await tx
        .update(supplierDocumentReminders)
        .set({ messageId })
        .where(sql`${supplierDocumentReminders.documentId} = ${doc.id} and ${supplierDocumentReminders.milestone} = ${milestone}`);
      return true;
    });
    if (enqueued) sent += 1;
  }
  return sent;
}

/** How often the job looks: the day changes once, but a check an hour finds it soon after. */
const EVERY_MS = 60 * 60 * 1000;

/** The reminder job of one server process: a run at start, then every hour. */
export class ExpiryReminderJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly opts: { db: Db; appUrl: string; log?: { error(obj: unknown, msg: string): void } }) {}

  start(): void {
    const run = () => {
      this.running = sendExpiryReminders({ db: this.opts.db, appUrl: this.opts.appUrl })
        .catch((err: unknown) => this.opts.log?.error({ err }, 'document expiry reminders failed'))
        .finally(() => {
          this.running = null;
        });
    };
    this.timer = setInterval(run, EVERY_MS);
    this.timer.unref();
    run();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
