CREATE TABLE "sourcing_answer_files" (
	"answer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"attachment_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "sourcing_answer_files_answer_id_position_pk" PRIMARY KEY("answer_id","position")
);
--> statement-breakpoint
CREATE TABLE "sourcing_answer_lines" (
	"answer_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"precio_unitario" numeric(18, 4),
	"nota" text,
	CONSTRAINT "sourcing_answer_lines_answer_id_item_id_pk" PRIMARY KEY("answer_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sourcing_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient_id" integer NOT NULL,
	"version" integer NOT NULL,
	"idempotency_key" text,
	"content_hash" text NOT NULL,
	"declina" boolean DEFAULT false NOT NULL,
	"motivo" text,
	"motivo_texto" text,
	"moneda" text,
	"plazo_entrega_dias" integer,
	"valida_hasta" date,
	"condiciones_pago" text,
	"notas" text,
	"via" text NOT NULL,
	"user_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_awards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sourcing_awards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quotation_id" integer NOT NULL,
	"item_id" integer,
	"recipient_id" integer NOT NULL,
	"answer_id" integer,
	"precio_unitario" numeric(18, 4),
	"moneda" text,
	"note" text,
	"awarded_by" integer,
	"awarded_by_name" text,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sourcing_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quotation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"descripcion" text NOT NULL,
	"cantidad" numeric(18, 4) NOT NULL,
	"unidad" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_rates" (
	"quotation_id" integer NOT NULL,
	"base" text NOT NULL,
	"moneda" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_rates_quotation_id_moneda_pk" PRIMARY KEY("quotation_id","moneda")
);
--> statement-breakpoint
CREATE TABLE "sourcing_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sourcing_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quotation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_requests" (
	"quotation_id" integer PRIMARY KEY NOT NULL,
	"fecha_limite" timestamp with time zone,
	"sobre_cerrado" boolean DEFAULT false NOT NULL,
	"monedas" text[] NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" text,
	"awarded_at" timestamp with time zone,
	"awarded_by" integer,
	"awarded_by_name" text,
	"award_note" text,
	"lines_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sourcing_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_views" (
	"recipient_id" integer PRIMARY KEY NOT NULL,
	"first_viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sourcing_answer_files" ADD CONSTRAINT "sourcing_answer_files_answer_id_sourcing_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."sourcing_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_answer_files" ADD CONSTRAINT "sourcing_answer_files_attachment_id_mail_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."mail_attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_answer_lines" ADD CONSTRAINT "sourcing_answer_lines_answer_id_sourcing_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."sourcing_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_answer_lines" ADD CONSTRAINT "sourcing_answer_lines_item_id_sourcing_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sourcing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_answers" ADD CONSTRAINT "sourcing_answers_recipient_id_quotation_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."quotation_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_answers" ADD CONSTRAINT "sourcing_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_awards" ADD CONSTRAINT "sourcing_awards_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_awards" ADD CONSTRAINT "sourcing_awards_item_id_sourcing_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sourcing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_awards" ADD CONSTRAINT "sourcing_awards_recipient_id_quotation_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."quotation_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_awards" ADD CONSTRAINT "sourcing_awards_answer_id_sourcing_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."sourcing_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_awards" ADD CONSTRAINT "sourcing_awards_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_items" ADD CONSTRAINT "sourcing_items_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_rates" ADD CONSTRAINT "sourcing_rates_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_rates" ADD CONSTRAINT "sourcing_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_reminders" ADD CONSTRAINT "sourcing_reminders_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_reminders" ADD CONSTRAINT "sourcing_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_requests" ADD CONSTRAINT "sourcing_requests_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_requests" ADD CONSTRAINT "sourcing_requests_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_requests" ADD CONSTRAINT "sourcing_requests_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_requests" ADD CONSTRAINT "sourcing_requests_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_tokens" ADD CONSTRAINT "sourcing_tokens_recipient_id_quotation_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."quotation_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_views" ADD CONSTRAINT "sourcing_views_recipient_id_quotation_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."quotation_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_answers_version_key" ON "sourcing_answers" USING btree ("recipient_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_answers_idempotency_key" ON "sourcing_answers" USING btree ("recipient_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_awards_line_key" ON "sourcing_awards" USING btree ("quotation_id",coalesce("item_id", 0));--> statement-breakpoint
CREATE INDEX "sourcing_awards_recipient_idx" ON "sourcing_awards" USING btree ("recipient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_items_position_key" ON "sourcing_items" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_reminders_auto_key" ON "sourcing_reminders" USING btree ("quotation_id") WHERE "sourcing_reminders"."kind" = 'auto';--> statement-breakpoint
CREATE INDEX "sourcing_reminders_quotation_idx" ON "sourcing_reminders" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "sourcing_requests_deadline_idx" ON "sourcing_requests" USING btree ("fecha_limite");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_tokens_hash_key" ON "sourcing_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sourcing_tokens_recipient_idx" ON "sourcing_tokens" USING btree ("recipient_id");