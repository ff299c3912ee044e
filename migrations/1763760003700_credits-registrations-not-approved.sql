-- Up Migration
-- The transactions history's total (issue 14, first page p95 ≤ 50 ms with 100 000 registered credits) reads the
-- completed transactions from the kept monthly figures (company_month_figures) and counts only the others; of a
-- company's registrations those are the ones not approved (waiting or denied), found here instead of among every
-- credit it registered (credit-request.repository.ts countHistory). Few credits are ever in it, and the columns it
-- reads are already in credits_issuer_registrations: no update that could be HOT before loses it.
CREATE INDEX credits_issuer_registrations_not_approved ON credits (issuer_company_id)
  WHERE parent_id IS NULL AND registration_approved_at IS NULL;

-- Down Migration
DROP INDEX credits_issuer_registrations_not_approved;
