/** Labels of the retirement statement tables (spec 2 §2.6, §3). Notification texts come from MSG. */
export const STATEMENT_TEXT = {
  panelTitle: 'Retirement Statements',
  rsid: 'RSID',
  issueDate: 'Issue date',
  beneficiary: 'Beneficiary',
  productType: 'Product type',
  amount: 'Amount (t)',
  co2eq: 'CO2eq (t)',
  claimCountry: 'Claim country',
  reporting: 'Reporting',
  scope1: 'Scope 1',
  scope3: 'Scope 3',
  scope3Logistic: 'Scope 3 logistics',
  credits: 'BCUs',
  certificate: 'Certificate',
  certificatePdf: 'Certificate PDF',
  bcuId: 'BCU ID',
  pdf: 'PDF',
  downloadZip: 'Download selected (statements.zip)',
  search: 'Search RSID, BCU ID or beneficiary',
  selected: (n: number) => `${n} selected`,
  selectStatement: (rsid: string) => `Select statement ${rsid}`,
} as const;

/** The statement verification page (issue 16.4). */
export const VERIFY_TEXT = {
  title: 'Verify a statement',
  intro:
    'Check that a retirement statement or certificate PDF is the one the registry issued: drop the PDF here (it is hashed in your browser and never uploaded) or paste its SHA-256 digest.',
  drop: 'Drop a statement or certificate PDF here, or click to choose one',
  digest: 'SHA-256 digest',
  check: 'Verify',
  issued: 'Issued by this registry',
  issuedStatement: (rsid: string) => `This PDF is retirement statement ${rsid}.`,
  issuedCertificate: (sid: string, rsid: string) => `This PDF is certificate ${sid} of retirement statement ${rsid}.`,
  notIssuedHint: 'No statement or certificate with this digest was issued. A changed PDF has a different digest.',
  computedDigest: 'Digest of the PDF',
  verifyLink: 'Verify a PDF',
} as const;
