CREATE TABLE "care_consents" (
	"user_id" integer NOT NULL,
	"document" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_consents_user_id_document_pk" PRIMARY KEY("user_id","document")
);
--> statement-breakpoint
ALTER TABLE "care_consents" ADD CONSTRAINT "care_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;