-- Up Migration
-- The Training page's link to the external academy (spec 1 §2 "Training: … links to contact and to the external
-- academy"): one more link setting the admin configures among the parameters (issue 17 point 7).
ALTER TABLE settings_links DROP CONSTRAINT settings_links_key_check;
ALTER TABLE settings_links ADD CONSTRAINT settings_links_key_check CHECK (key IN ('privacyPolicyURL', 'registryRulebookURL',
  'registryLaunchVideoURL', 'registryLaunchPresentationURL', 'declarationOfCommitmentURL', 'termsAndConditionsURL',
  'feeScheduleURL', 'registryManualURL', 'proofOfSustainabilityTemplateURL', 'proofOfComplianceTemplateURL',
  'traderCertificationInformationURL', 'registryConnectRulesOfParticipation', 'trainingAcademyURL'));
INSERT INTO settings_links (key) VALUES ('trainingAcademyURL');

-- Down Migration
DELETE FROM settings_links WHERE key = 'trainingAcademyURL';
ALTER TABLE settings_links DROP CONSTRAINT settings_links_key_check;
ALTER TABLE settings_links ADD CONSTRAINT settings_links_key_check CHECK (key IN ('privacyPolicyURL', 'registryRulebookURL',
  'registryLaunchVideoURL', 'registryLaunchPresentationURL', 'declarationOfCommitmentURL', 'termsAndConditionsURL',
  'feeScheduleURL', 'registryManualURL', 'proofOfSustainabilityTemplateURL', 'proofOfComplianceTemplateURL',
  'traderCertificationInformationURL', 'registryConnectRulesOfParticipation'));
