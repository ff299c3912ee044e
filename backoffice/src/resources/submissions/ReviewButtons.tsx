/**
 * Approve and Reject of spec 3 §2.1: shown only for a Pending submission and only when the access matrix
 * grants 'submissions.review' (never to auditors). Each asks for confirmation with an optional message,
 * waits for the server (pessimistic), then notifies, refreshes and returns to the list.
 */
import { useState } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField as MuiTextField,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { LIMITS, MSG, ReviewDecision } from '@bcu/api/contracts';
import type { BackofficeDataProvider, ReviewVerb } from '../../providers/dataProvider';
import { SUBMISSION_TYPE_LABELS, TEXT } from '../../texts';
import { isReviewable } from './labels';
import type { Submission } from './types';

const VERB_LABEL: Record<ReviewVerb, string> = { approve: TEXT.approve, reject: TEXT.reject };

export const ReviewButton = ({ verb }: { verb: ReviewVerb }) => {
  const record = useRecordContext<Submission>();
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'submissions';
  const { canAccess } = useCanAccess({ resource, action: verb });
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (!record || !canAccess || !isReviewable(record)) return null;
  const label = VERB_LABEL[verb];

  const close = () => {
    if (busy) return;
    setOpen(false);
    setMessage('');
    setMessageError(undefined);
  };

  const confirm = async () => {
    const parsed = ReviewDecision.safeParse(message.trim() ? { message } : {});
    if (!parsed.success) {
      setMessageError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await dataProvider.review(resource, { id: record.id, verb, ...parsed.data });
      notify(MSG.success, { type: 'success' });
      setOpen(false);
      refresh();
      redirect('list', resource);
    } catch (e) {
      // 409 (no longer pending) and 403 carry the server's message; the record may have changed meanwhile.
      notify(e instanceof Error && e.message ? e.message : MSG.unknownError, { type: 'error' });
      refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        label={label}
        color={verb === 'approve' ? 'success' : 'error'}
        variant="contained"
        onClick={() => setOpen(true)}
        data-testid={`${verb}-button`}
      >
        {verb === 'approve' ? <CheckIcon /> : <CloseIcon />}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={`${verb}-dialog-title`}>
        <DialogTitle id={`${verb}-dialog-title`}>{label}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {SUBMISSION_TYPE_LABELS[record.type] ?? record.type}
            {record.companyName ? ` — ${record.companyName}` : ''}
          </DialogContentText>
          <MuiTextField
            label={translate('resources.submissions.labels.message')}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              setMessageError(undefined);
            }}
            multiline
            minRows={3}
            fullWidth
            error={!!messageError}
            helperText={messageError ?? `${message.length}/${LIMITS.noteMax}`}
            slotProps={{ htmlInput: { 'data-testid': `${verb}-message` } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={busy}>
            Cancel
          </MuiButton>
          <MuiButton
            onClick={confirm}
            disabled={busy}
            variant="contained"
            color={verb === 'approve' ? 'success' : 'error'}
            data-testid={`${verb}-confirm`}
          >
            {label}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** Reject before Approve, as spec 3 §2.1 lists them. */
export const ReviewButtons = () => (
  <>
    <ReviewButton verb="reject" />
    <ReviewButton verb="approve" />
  </>
);
