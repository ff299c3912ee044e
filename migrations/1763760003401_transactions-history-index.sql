-- Up Migration
-- The transactions history, KPI values and chart of a company (issue 14): its Register transactions (credits it
-- issued, not split parts) in the history's default order — newest first, then by id — are read from this index
-- instead of reading every credit of the registry and sorting those the company registered, and counted from it
-- alone. The expressions are those of the Register source (credit-request.repository.ts TRANSACTION_BRANCHES).
-- Withdrawn once (stop 13) on approval throughput runs that scattered by ±20 %; measured alone it costs a credit's
-- update nothing visible: 4 000 transactions of BEGIN, an UPDATE moving a credit to another holder, COMMIT, on 100 000
-- credits, 2.16 and 1.95 ms each with it, 2.49 and 2.58 ms without (docs/performance.md).
CREATE INDEX credits_issuer_registrations ON credits
  (issuer_company_id, (coalesce(registration_approved_at, registration_denied_at, created_at)) DESC, ('reg:' || id::text) DESC)
  WHERE parent_id IS NULL;

-- Down Migration
DROP INDEX credits_issuer_registrations;
