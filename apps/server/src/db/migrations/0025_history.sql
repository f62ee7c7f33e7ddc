CREATE TABLE "history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"request_id" text,
	"source" text,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "history_record_idx" ON "history" USING btree ("record_type","record_id","at","id");--> statement-breakpoint
CREATE INDEX "history_actor_idx" ON "history" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "history_type_idx" ON "history" USING btree ("record_type","at","id");--> statement-breakpoint
CREATE INDEX "history_at_idx" ON "history" USING btree ("at","id");--> statement-breakpoint
-- History (docs/product.md#history): one generic trigger writes a row for every change of an
-- audited record, in the transaction of the change, whatever the path (a screen, an import, a
-- script). Only the columns that changed are kept, as {column: [before, after]}; an UPDATE that
-- changes nothing but ignored columns writes nothing. Who and which request: the transaction-local
-- settings abasto.actor_id, abasto.request_id and abasto.source (apps/server/src/lib/audit-context.ts).
-- Arguments: the record type, the column holding the record's id, and for an UPDATE the action to
-- name when one of the listed "column=action" pairs goes from null to a value (a quotation's
-- cancellation, closing, award).
CREATE OR REPLACE FUNCTION record_history() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ignored CONSTANT text[] := ARRAY['updated_at', 'version', 'password_hash', 'token_version', 'search_text',
    'client_request_id', 'request_fingerprint', 'lines_changed_at'];
  old_j jsonb := '{}'::jsonb;
  new_j jsonb := '{}'::jsonb;
  changes jsonb := '{}'::jsonb;
  k text;
  act text;
  pair text;
  i integer;
  actor text := nullif(current_setting('abasto.actor_id', true), '');
  req text := nullif(current_setting('abasto.request_id', true), '');
  src text := nullif(current_setting('abasto.source', true), '');
BEGIN
  IF TG_OP <> 'INSERT' THEN old_j := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_j := to_jsonb(NEW); END IF;
  FOR k IN SELECT jsonb_object_keys(old_j || new_j) LOOP
    CONTINUE WHEN k = ANY (ignored);
    IF (old_j -> k) IS DISTINCT FROM (new_j -> k)
       AND NOT (TG_OP <> 'UPDATE' AND coalesce(old_j -> k, new_j -> k) = 'null'::jsonb) THEN
      changes := changes || jsonb_build_object(k, jsonb_build_array(old_j -> k, new_j -> k));
    END IF;
  END LOOP;
  -- A password is recorded as changed, never its hash.
  IF (old_j -> 'password_hash') IS DISTINCT FROM (new_j -> 'password_hash') AND TG_OP <> 'DELETE' THEN
    changes := changes || jsonb_build_object('clave', jsonb_build_array(false, true));
  END IF;
  IF changes = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  act := CASE TG_OP WHEN 'INSERT' THEN 'crear' WHEN 'DELETE' THEN 'borrar' ELSE 'cambiar' END;
  IF TG_OP = 'UPDATE' THEN
    FOR i IN 3 .. coalesce(TG_NARGS, 0) LOOP
      pair := TG_ARGV[i - 1];
      IF (old_j -> split_part(pair, '=', 1)) = 'null'::jsonb
         AND (new_j -> split_part(pair, '=', 1)) IS DISTINCT FROM 'null'::jsonb THEN
        act := split_part(pair, '=', 2);
      END IF;
    END LOOP;
  END IF;
  INSERT INTO history (actor_id, request_id, source, record_type, record_id, action, changes)
  VALUES (actor::integer, req, coalesce(src, CASE WHEN req IS NULL THEN 'sistema' END), TG_ARGV[0],
          ((CASE WHEN TG_OP = 'DELETE' THEN old_j ELSE new_j END) ->> TG_ARGV[1])::integer, act, changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER suppliers_history AFTER INSERT OR UPDATE OR DELETE ON suppliers
  FOR EACH ROW EXECUTE FUNCTION record_history('proveedor', 'id');
--> statement-breakpoint
CREATE TRIGGER users_history AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION record_history('usuario', 'id');
--> statement-breakpoint
CREATE TRIGGER quotations_history AFTER INSERT OR DELETE ON quotations
  FOR EACH ROW EXECUTE FUNCTION record_history('cotizacion', 'id');
--> statement-breakpoint
CREATE TRIGGER sourcing_requests_history AFTER UPDATE ON sourcing_requests
  FOR EACH ROW EXECUTE FUNCTION record_history('cotizacion', 'quotation_id',
    'cancelled_at=cancelar', 'closed_at=cerrar', 'awarded_at=adjudicar');
--> statement-breakpoint
-- A resend gives the recipient a new outbox message; the worker's delivery states are not history.
CREATE OR REPLACE FUNCTION record_quotation_resend() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  req text := nullif(current_setting('abasto.request_id', true), '');
BEGIN
  INSERT INTO history (actor_id, request_id, source, record_type, record_id, action, changes)
  VALUES (nullif(current_setting('abasto.actor_id', true), '')::integer, req,
          coalesce(nullif(current_setting('abasto.source', true), ''), CASE WHEN req IS NULL THEN 'sistema' END),
          'cotizacion', NEW.quotation_id, 'reenviar',
          jsonb_build_object('destinatario', jsonb_build_array(OLD.email, NEW.email)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quotation_recipients_resend AFTER UPDATE ON quotation_recipients
  FOR EACH ROW WHEN (NEW.message_id IS NOT NULL AND OLD.message_id IS DISTINCT FROM NEW.message_id)
  EXECUTE FUNCTION record_quotation_resend();
--> statement-breakpoint
-- Append-only: nothing may change or remove a history row, whoever asks.
CREATE OR REPLACE FUNCTION refuse_history_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'history is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER history_append_only BEFORE UPDATE OR DELETE ON history
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change();
--> statement-breakpoint
CREATE TRIGGER history_no_truncate BEFORE TRUNCATE ON history
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_change();
