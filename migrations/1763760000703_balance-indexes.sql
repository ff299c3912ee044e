-- Up Migration
-- The portal balance of one company at 100 000 credits (issue 4 bench): its default order (updated_at, id) in either
-- direction walks credits_company_updated instead of sorting the company's credits, and the 3-decimal total sums
-- volume_kg from the (company, status) index alone.
CREATE INDEX credits_company_updated ON credits (company_id, updated_at DESC, id DESC);
DROP INDEX credits_company_status;
CREATE INDEX credits_company_status ON credits (company_id, status, updated_at DESC) INCLUDE (volume_kg);

-- Down Migration
DROP INDEX credits_company_status;
CREATE INDEX credits_company_status ON credits (company_id, status, updated_at DESC);
DROP INDEX credits_company_updated;
