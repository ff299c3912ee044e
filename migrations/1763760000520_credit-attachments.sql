-- Up Migration
-- Attachments of a credit (spec 3 §2.2 BCU detail, §7 'attachments'): files of kind 'attachment' linked to a credit.
-- Removing an attachment deletes the link and the file in one transaction.
CREATE TABLE credit_attachments (
  file_id uuid PRIMARY KEY REFERENCES files (id) ON DELETE CASCADE,
  credit_id uuid NOT NULL REFERENCES credits (id),
  uploaded_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_attachments_credit ON credit_attachments (credit_id, created_at);

-- The admin BCUs list (spec 3 §2.2) sorts by updated_at across every status and filters by creation day; search
-- looks into BCUID, PoS number and holder name.
CREATE INDEX credits_updated ON credits (updated_at DESC, id);
CREATE INDEX credits_created ON credits (created_at DESC);

-- Down Migration
DROP INDEX credits_created;
DROP INDEX credits_updated;
DROP TABLE credit_attachments;
