-- Which server instance holds an in-flight claim (issue 29 item 3): a claim whose holder no longer
-- runs is taken over at once instead of after STALE_CLAIM_MS. Null on claims made before this.
ALTER TABLE "idempotency_keys" ADD COLUMN "holder" integer;--> statement-breakpoint
-- One number per server start; on PostgreSQL the instance holds an advisory lock on it while it runs.
CREATE SEQUENCE "server_instance_ids" AS integer INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1 CYCLE;--> statement-breakpoint
-- The one row /healthz rewrites to learn that the database still takes writes (issue 29 item 2).
CREATE TABLE "health_probe" (
	"id" integer PRIMARY KEY NOT NULL,
	"checked_at" bigint NOT NULL
);
