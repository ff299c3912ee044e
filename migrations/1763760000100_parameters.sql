-- Up Migration
-- Banner switches of the landing page (spec 1 §2, spec 3 §2.6: text values 'true' or 'false'), and the
-- messages visitors and users send through the contact form and the feedback button (spec 1 §3 "Contact
-- message", "Feedback"), kept so the registry has a record beside the mail to the admin address.

CREATE TABLE settings_parameters (
  key text PRIMARY KEY CHECK (key IN ('showHomepageDemoBanner', 'showHomepageAcademyBanner')),
  value text NOT NULL CHECK (value IN ('true', 'false')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO settings_parameters (key, value) VALUES ('showHomepageDemoBanner', 'false'), ('showHomepageAcademyBanner', 'false');

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('contact', 'feedback')),
  -- the signed-in sender; NULL for a visitor's contact message
  user_id uuid REFERENCES users (id),
  company_id uuid REFERENCES companies (id),
  first_name text CHECK (length(first_name) <= 255),
  last_name text CHECK (length(last_name) <= 255),
  company_name text CHECK (length(company_name) <= 255),
  position text CHECK (length(position) <= 255),
  email text CHECK (length(email) <= 255),
  phone_code text,
  phone_number text,
  message text NOT NULL CHECK (length(btrim(message)) > 0 AND length(message) <= 5000),
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT feedback_signed_in CHECK (kind <> 'feedback' OR user_id IS NOT NULL),
  CONSTRAINT contact_identity CHECK (kind <> 'contact' OR (first_name IS NOT NULL AND last_name IS NOT NULL
    AND company_name IS NOT NULL AND position IS NOT NULL AND email IS NOT NULL))
);
CREATE INDEX contact_messages_created ON contact_messages (kind, created_at DESC);

-- Down Migration
DROP TABLE contact_messages;
DROP TABLE settings_parameters;
