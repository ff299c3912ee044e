/** Downloads an account's signed company letter (GET /api/admin/companies/{id}/signed-letter). Reads only. */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { API, MSG, type AdminAccount } from '@bcu/api/contracts';
import type { BackofficeDataProvider } from '../../providers/dataProvider';
import { saveBlob } from '../../csv/exportUrl';
import { signedLetterFileName } from './accountFields';

export const AccountLetterButton = () => {
  const record = useRecordContext<AdminAccount>();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record?.hasSignedLetter) return null;

  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await dataProvider.downloadFile(API.adminCompanyLetter(record.id)), signedLetterFileName(record.id));
      notify(MSG.fileDownloaded, { type: 'success' });
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : MSG.unknownError, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label="resources.accounts.labels.signedCompanyLetter"
      onClick={download}
      disabled={busy}
      data-testid="account-letter-button"
    >
      <DownloadIcon />
    </Button>
  );
};
