-- Up Migration
-- A BCU never carries a negative CO2eq reduction (issue 10.7): a registration whose LCA value exceeds the scheme's
-- baseline is refused (credit-registration.service.ts), and the table holds to the same rule for every other writer.
ALTER TABLE credits ADD CONSTRAINT credits_co2eq_not_negative CHECK (co2eq_kg >= 0);

-- Down Migration
ALTER TABLE credits DROP CONSTRAINT credits_co2eq_not_negative;
