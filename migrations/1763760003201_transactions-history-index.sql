-- Up Migration
-- The transactions history, KPI values and chart of a company that registered 100 000 credits (issue 14): its
-- Register transactions (credits it issued, not split parts) in the history's default order — newest first, then by
-- id — are read from this index instead of sorting every credit it registered, and counted from it alone. The
-- expressions are those of the Register source (credit-request.repository.ts TRANSACTION_BRANCHES).
CREATE INDEX credits_issuer_registrations ON credits
  (issuer_company_id, (coalesce(registration_approved_at, registration_denied_at, created_at)) DESC, ('reg:' || id::text) DESC)
  WHERE parent_id IS NULL;

-- Down Migration
DROP INDEX credits_issuer_registrations;
