-- When the next request to an outside service may start, shared by every app server (issue 41: Airtable's
-- 5 requests a second per base and its 30-second penalty are the base's, not one server's).
CREATE TABLE "rate_gates" (
	"name" text PRIMARY KEY NOT NULL,
	"next_at" bigint NOT NULL
);
