-- Up Migration
-- Many registry instances on one database (issue 15.1): what one instance knows, every instance must know.
-- A captcha solution is good once across all instances: redeeming it inserts its challenge nonce, and the primary
-- key refuses the second insert wherever it comes from. Rows are swept once their challenge has expired.
CREATE TABLE captcha_solutions (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_solutions_expires_at ON captcha_solutions (expires_at);
-- Rate limits (express-rate-limit's store): one row per limited endpoint and client, counting the hits of its
-- current window; one atomic upsert per request counts a hit or starts a new window. Expired windows are swept.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits >= 0),
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at);

-- Down Migration
DROP TABLE rate_limit_hits;
DROP TABLE captcha_solutions;
