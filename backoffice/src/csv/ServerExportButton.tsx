/**
 * CSV download of a list (spec 3 §2.3–§2.5): the server streams every row under the list's current filter and
 * sort, so the file has what the list shows, however many pages. Reads only: shown to auditors too.
 */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/FileDownload';
import { Button, useListContext, useNotify } from 'react-admin';
import { MSG } from '@bcu/api/contracts';
import { API_BASE, apiClient } from '../providers/httpClient';
import { exportUrl, saveBlob } from './exportUrl';

export const ServerExportButton = ({
  path,
  filename,
  label = 'Download CSV',
}: {
  path: string;
  filename: string;
  label?: string;
}) => {
  const { filterValues, sort, total } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const res = await apiClient.fetch(exportUrl(API_BASE + path, { filterValues, sort }), {
        headers: { Accept: 'text/csv' },
      });
      if (!res.ok) {
        // spec 3 §8: a failed download shows the response status text.
        notify(res.statusText || String(res.status), { type: 'error' });
        return;
      }
      saveBlob(await res.blob(), filename);
      notify(MSG.fileDownloaded, { type: 'success' });
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : MSG.unknownError, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label={label} onClick={download} disabled={busy || total === 0} data-testid="csv-export">
      <DownloadIcon />
    </Button>
  );
};
