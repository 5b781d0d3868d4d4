CREATE TABLE "superseded" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"gen" integer NOT NULL,
	"hlc" text NOT NULL,
	"node" text NOT NULL,
	"deleted" boolean NOT NULL,
	"doc" jsonb,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_clients" (
	"client_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"user_id" text NOT NULL,
	"last_mid" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_clients_client_id_venue_id_pk" PRIMARY KEY("client_id","venue_id")
);
--> statement-breakpoint
ALTER TABLE "superseded" ADD CONSTRAINT "superseded_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_clients" ADD CONSTRAINT "sync_clients_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_clients" ADD CONSTRAINT "sync_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "superseded_venue_key_idx" ON "superseded" USING btree ("venue_id","kind","key");--> statement-breakpoint
CREATE INDEX "sync_clients_user_idx" ON "sync_clients" USING btree ("user_id");