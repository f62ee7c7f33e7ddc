-- Hand-written: messages written before the secret flag existed. Activation, recovery and
-- login-code messages carry a secret; their outbox rows are marked as such.
UPDATE "mail_messages" SET "secret" = true
  WHERE "ref_kind" IN ('user-invitation', 'password-recovery', 'login-code', 'supplier-registration');--> statement-breakpoint
-- Login codes were in the subject: no longer.
UPDATE "mail_messages" SET "subject" = 'Tu código para entrar a Abasto' WHERE "ref_kind" = 'login-code';--> statement-breakpoint
-- A message that was sent went through a mail server: its secret now lives only in the
-- recipient's mailbox. Each of these messages has its own content (no two share a key).
UPDATE "mail_contents" SET
  "html" = '<p>Este mensaje llevaba un link o un código de acceso: solo lo puede leer su destinatario, en su correo.</p>',
  "text" = 'Este mensaje llevaba un link o un código de acceso: solo lo puede leer su destinatario, en su correo.'
  WHERE "id" IN (SELECT "content_id" FROM "mail_messages" WHERE "secret" AND "status" = 'sent');
