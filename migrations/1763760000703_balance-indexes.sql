-- Up Migration
-- The portal balance of one company at 100 000 credits (issue 4 bench): its default order (updated_at, id) in either
-- direction walks credits_company_updated instead of sorting the company's credits, and the 3-decimal total sums
-- volume_kg from the (company, status) index alone. Its search also matches the product type and the feedstock: an
-- expression index for each (credit-projection.ts BALANCE_SEARCH_IDS; the expression must stay PRODUCT_TYPE_SQL's).
CREATE INDEX credits_company_updated ON credits (company_id, updated_at DESC, id DESC);
CREATE INDEX credits_product_type_trgm ON credits
  USING gin ((coalesce(details->'edited'->>'productType', details->>'endProductType', details->>'productType')) gin_trgm_ops);
CREATE INDEX credits_feedstock ON credits ((details->>'rawMaterialFeedstock'));
DROP INDEX credits_company_status;
CREATE INDEX credits_company_status ON credits (company_id, status, updated_at DESC) INCLUDE (volume_kg);

-- Down Migration
DROP INDEX credits_company_status;
CREATE INDEX credits_company_status ON credits (company_id, status, updated_at DESC);
DROP INDEX credits_feedstock;
DROP INDEX credits_product_type_trgm;
DROP INDEX credits_company_updated;
