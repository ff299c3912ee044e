/**
 * Attachments of a BCU (spec 3 §2.2, §5, §7): listed with a download for every reader; upload and delete (with the
 * confirmation 'Are you sure you want to delete this file?') only in editable mode and for admins.
 */
import { useRef, useState } from 'react';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Button, Confirm, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { CREDIT_VIEW_API, MSG, type AdminCreditDetail, type CreditAttachment } from '@bcu/api/contracts';
import type { BackofficeDataProvider } from '../../providers/dataProvider';
import { API_BASE, apiClient } from '../../providers/httpClient';
import { saveBlob } from '../../csv/exportUrl';

export const CreditAttachments = ({ editable }: { editable: boolean }) => {
  const record = useRecordContext<AdminCreditDetail>();
  const { canAccess: canWrite } = useCanAccess({ resource: 'credits', action: 'edit' });
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<CreditAttachment | null>(null);
  if (!record) return null;
  const base = CREDIT_VIEW_API.adminAttachments(record.id);
  const mayChange = editable && canWrite;
  const attachments = record.attachments ?? [];

  const download = async (a: CreditAttachment) => {
    try {
      saveBlob(await dataProvider.downloadFile(`${base}/${a.id}`), a.name);
      notify(MSG.fileDownloaded, { type: 'success' });
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : MSG.unknownError, { type: 'error' });
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await apiClient.fetch(`${API_BASE}/admin/credits/${record.id}/attachments`, {
        method: 'POST',
        body: form,
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
        notify(body?.error?.message ?? MSG.fileNotUploaded, { type: 'error' });
        return;
      }
      notify(MSG.fileUploaded, { type: 'success' });
      refresh();
    } catch {
      notify(MSG.fileNotUploaded, { type: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const res = await apiClient.fetch(`${API_BASE}${base}/${removing.id}`, { method: 'DELETE' });
      if (!res.ok) throw new Error(res.statusText || String(res.status));
      notify(MSG.fileRemoved, { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : MSG.unknownError, { type: 'error' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <Box component="section" sx={{ mt: 2 }} data-testid="credit-attachments">
      <Typography variant="h6" component="h2">
        Attachments
      </Typography>
      {attachments.length === 0 && <Typography color="text.secondary">No Data</Typography>}
      <List dense>
        {attachments.map((a) => (
          <ListItem
            key={a.id}
            secondaryAction={
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button label="resources.credits.labels.download" onClick={() => download(a)}>
                  <DownloadIcon />
                </Button>
                {mayChange && (
                  <Button
                    label="resources.credits.labels.delete"
                    color="error"
                    disabled={busy}
                    onClick={() => setRemoving(a)}
                  >
                    <DeleteIcon />
                  </Button>
                )}
              </Box>
            }
          >
            <ListItemText primary={a.name} secondary={`${Math.ceil(a.size / 1024)} kB`} />
          </ListItem>
        ))}
      </List>
      {mayChange && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            data-testid="attachment-input"
            onChange={(e) => upload(e.target.files?.[0])}
          />
          <Button label="resources.credits.labels.uploadFile" disabled={busy} onClick={() => input.current?.click()}>
            <UploadIcon />
          </Button>
        </>
      )}
      <Confirm
        isOpen={!!removing}
        title="Delete file"
        content={MSG.fileDeleteConfirm}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
        loading={busy}
      />
    </Box>
  );
};
