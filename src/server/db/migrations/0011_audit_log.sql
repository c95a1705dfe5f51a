CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" bigint NOT NULL,
	"who" text NOT NULL,
	"action" text NOT NULL,
	"what" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"ok" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_listings" ADD COLUMN "value_cents" bigint;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_who_idx" ON "audit_log" USING btree ("who","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
-- Listings made before values were kept, where the embedded shop holds them: their value as it holds
-- them now (nearest to what was listed; a Shopify listing's value stays unknown). A price that is not
-- plain decimal text leaves its listing unknown rather than failing the start.
UPDATE "product_listings" AS l SET "value_cents" = v.cents
FROM (
  SELECT 'local:' || "product_id" AS id,
    sum(CASE WHEN "price" ~ '^[0-9]{1,12}([.][0-9]{1,4})?$' THEN round("price"::numeric * 100) * "quantity" END)::bigint AS cents
  FROM "shop_variants"
  GROUP BY "product_id"
  HAVING bool_and("price" ~ '^[0-9]{1,12}([.][0-9]{1,4})?$')
) AS v
WHERE l."product_id" = v.id;
