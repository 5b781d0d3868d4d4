CREATE TABLE "closed_accounts" (
	"subject_hash" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL
);
