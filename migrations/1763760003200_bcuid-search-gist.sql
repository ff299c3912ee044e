-- Up Migration
-- Searching a BCU ID by prefix or infix (issue 14: the portal balance and the admin BCUs list at 100 000 credits).
-- Every BCU ID shares most of its trigrams ('BCU-2096-051…' has 'bcu', 'cu-', 'u-2', '-20', '209' in common with
-- all of them), and a GIN trigram index must read the whole posting list of each of them: 60–100 ms for a BCU ID
-- prefix on 200 000 credits. A GiST trigram index with a wide signature (256 bytes) keeps BCU IDs that are close in
-- its own pages and rules whole subtrees out: 1–12 ms for a prefix, an infix or a rare fragment alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
DROP INDEX credits_bcuid_trgm;
CREATE INDEX credits_bcuid_trgm ON credits USING gist (bcuid gist_trgm_ops (siglen = 256));

-- Down Migration
DROP INDEX credits_bcuid_trgm;
CREATE INDEX credits_bcuid_trgm ON credits USING gin (bcuid gin_trgm_ops);
