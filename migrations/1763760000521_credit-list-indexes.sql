-- Up Migration
-- The admin BCUs list at 100 000 credits (issue 5 bench): the default order (updated_at, id) in either direction
-- walks an index instead of sorting, and the search (ILIKE '%…%' on BCU ID and PoS number) uses trigram indexes.
-- pg_trgm is a trusted contrib extension (PostgreSQL 13+), so the migration role may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
DROP INDEX credits_updated;
DROP INDEX credits_created;
CREATE INDEX credits_updated ON credits (updated_at, id);
CREATE INDEX credits_created ON credits (created_at, id);
CREATE INDEX credits_bcuid_trgm ON credits USING gin (bcuid gin_trgm_ops);
CREATE INDEX credits_pos_number_trgm ON credits USING gin (pos_number gin_trgm_ops);

-- Down Migration
DROP INDEX credits_pos_number_trgm;
DROP INDEX credits_bcuid_trgm;
DROP INDEX credits_created;
DROP INDEX credits_updated;
CREATE INDEX credits_updated ON credits (updated_at DESC, id);
CREATE INDEX credits_created ON credits (created_at DESC);
