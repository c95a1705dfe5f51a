ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_in_link_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_in_link_expires_at" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sign_in_link_hash_unique" UNIQUE("sign_in_link_hash");--> statement-breakpoint
-- Accounts made before roles: the oldest runs the shop (the first start made it), the rest are staff.
UPDATE "users" SET "role" = 'owner'
WHERE "id" = (SELECT "id" FROM "users" ORDER BY "created_at", "id" LIMIT 1);
