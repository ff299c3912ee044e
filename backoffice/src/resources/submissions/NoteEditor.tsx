/**
 * The submission's note (spec 3 §3, §5): at most 1000 characters with a counter. Saved with
 * PUT /api/admin/submissions/{id}/note; read-only for whoever the access matrix denies 'admin.write'.
 */
import { useEffect, useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import {
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import { HttpError } from 'react-admin';
import { LIMITS, MSG, NoteUpdate } from '@bcu/api/contracts';
import type { BackofficeDataProvider } from '../../providers/dataProvider';
import type { ValidationErrorBody } from '../../providers/apiError';
import { TEXT } from '../../texts';
import type { SubmissionDetail } from './types';

export const NoteEditor = () => {
  const record = useRecordContext<SubmissionDetail>();
  const resource = useResourceContext() ?? 'submissions';
  const { canAccess: canWrite } = useCanAccess({ resource, action: 'note' });
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const saved = record?.note ?? '';
  const [note, setNote] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => setNote(saved), [saved]);

  if (!record) return null;
  const readOnly = !canWrite;

  const save = async () => {
    const parsed = NoteUpdate.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await dataProvider.saveNote(resource, { id: record.id, ...parsed.data });
      notify(TEXT.noteSaved, { type: 'success' });
      refresh();
    } catch (e) {
      const fieldError = e instanceof HttpError ? (e.body as ValidationErrorBody | undefined)?.errors?.note : undefined;
      if (typeof fieldError === 'string') setError(fieldError);
      notify(e instanceof Error && e.message ? e.message : MSG.unknownError, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <TextField
        label={TEXT.note}
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          setError(undefined);
        }}
        multiline
        minRows={6}
        fullWidth
        disabled={readOnly || busy}
        error={!!error || note.length > LIMITS.noteMax}
        helperText={error ?? `${note.length}/${LIMITS.noteMax}`}
        slotProps={{ htmlInput: { 'data-testid': 'note-input' } }}
      />
      {!readOnly && (
        <Button
          sx={{ mt: 1 }}
          variant="contained"
          startIcon={<SaveIcon />}
          onClick={save}
          disabled={busy || note === saved || note.length > LIMITS.noteMax}
          data-testid="note-save"
        >
          Save
        </Button>
      )}
    </Box>
  );
};
