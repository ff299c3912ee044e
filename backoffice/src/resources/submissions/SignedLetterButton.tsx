/** Downloads the company's signed letter (PDF) through the authenticated client and saves it as a file. */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { API, MSG } from '@bcu/api/contracts';
import type { BackofficeDataProvider } from '../../providers/dataProvider';
import type { SubmissionDetail } from './types';

/** A file name from the company name: letters, digits and dashes only. */
export const letterFileName = (companyName: string | null | undefined): string =>
  `signed-company-letter${companyName ? '-' + companyName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') : ''}.pdf`;

export const SignedLetterButton = () => {
  const record = useRecordContext<SubmissionDetail>();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const company = record?.company;
  if (!company?.hasSignedLetter) return null;

  const download = async () => {
    setBusy(true);
    try {
      const blob = await dataProvider.downloadFile(API.adminCompanyLetter(company.id));
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = letterFileName(company.name);
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notify(MSG.fileDownloaded, { type: 'success' });
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : MSG.unknownError, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label="resources.submissions.labels.signedCompanyLetter"
      onClick={download}
      disabled={busy}
      data-testid="signed-letter-button"
    >
      <DownloadIcon />
    </Button>
  );
};
