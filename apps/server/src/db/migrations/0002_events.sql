CREATE TABLE "care_event_guests" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"owner" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "care_event_guests_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "care_event_guests_status_check" CHECK ("care_event_guests"."status" in ('accepted', 'rejected', 'awaiting'))
);
--> statement-breakpoint
CREATE TABLE "care_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "care_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"link" text,
	"location" text,
	"color" text,
	"duration" text,
	"image" text,
	"organiser_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_events_type_check" CHECK ("care_events"."type" in ('remote', 'location')),
	CONSTRAINT "care_events_period_check" CHECK ("care_events"."ends_at" >= "care_events"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "care_event_guests" ADD CONSTRAINT "care_event_guests_event_id_care_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."care_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_event_guests" ADD CONSTRAINT "care_event_guests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_events" ADD CONSTRAINT "care_events_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_event_guests_user_idx" ON "care_event_guests" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "care_events_starts_at_idx" ON "care_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "care_events_organiser_idx" ON "care_events" USING btree ("organiser_id");