-- Up Migration
-- Verifying a statement (issue 16.4): a PDF in hand is the one the registry issued when its SHA-256 equals the digest
-- stored with the rendered statement or certificate. The lookup by digest reads this index.
CREATE INDEX files_statement_sha256 ON files (sha256) WHERE kind IN ('statement', 'certificate');

-- Down Migration
DROP INDEX files_statement_sha256;
