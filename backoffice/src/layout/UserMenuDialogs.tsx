/**
 * The dialogs of the user menu (spec 1 §2): 'Generate token' fetches a token when opened, the refresh icon
 * generates another ('New token generated'), the copy icon copies it ('Token has been copied to clipboard');
 * 'Change password' asks for the old password, the new one and its confirmation ('Password has been changed').
 */
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify } from 'react-admin';
import { MSG, type ShareToken } from '@bcu/api/contracts';
import { formatDate } from '../format';
import {
  changePassword,
  failureMessage,
  generateShareToken,
  passwordProblems,
  type PasswordValues,
} from './userMenuApi';

export const USER_MENU_TEXT = {
  generateToken: 'Generate token',
  changePassword: 'Change password',
  refresh: 'Generate another token',
  copy: 'Copy token',
  validUntil: 'Valid until',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  close: 'Close',
  cancel: 'Cancel',
  save: 'Change password',
} as const;

export const TokenDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const notify = useNotify();
  const [token, setToken] = useState<ShareToken | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const generate = useCallback(
    async (announce: boolean) => {
      setLoading(true);
      setError(null);
      try {
        setToken(await generateShareToken());
        if (announce) notify(MSG.newTokenGenerated, { type: 'success' });
      } catch (e) {
        setError(failureMessage(e));
      } finally {
        setLoading(false);
      }
    },
    [notify],
  );

  useEffect(() => {
    if (open) void generate(false);
    else setToken(null);
  }, [open, generate]);

  const copy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token.token);
      notify(MSG.tokenCopied, { type: 'success' });
    } catch (e) {
      notify(failureMessage(e), { type: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{USER_MENU_TEXT.generateToken}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            value={token?.token ?? ''}
            fullWidth
            size="small"
            slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-label': USER_MENU_TEXT.generateToken } }}
          />
          {loading ? (
            <CircularProgress size={24} />
          ) : (
            <Tooltip title={USER_MENU_TEXT.refresh}>
              <IconButton aria-label={USER_MENU_TEXT.refresh} onClick={() => void generate(true)}>
                <RefreshIcon />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={USER_MENU_TEXT.copy}>
            <span>
              <IconButton aria-label={USER_MENU_TEXT.copy} onClick={() => void copy()} disabled={!token}>
                <ContentCopyIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        {token && (
          <Typography variant="caption">
            {USER_MENU_TEXT.validUntil} {formatDate(token.expiresAt)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{USER_MENU_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
};

const EMPTY: PasswordValues = { oldPassword: '', password: '', confirmPassword: '' };

export const ChangePasswordDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const notify = useNotify();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof PasswordValues, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) {
      setValues(EMPTY);
      setProblems({});
    }
  }, [open]);

  const submit = async () => {
    const found = passwordProblems(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await changePassword(values);
      notify(MSG.passwordChanged, { type: 'success' });
      onClose();
    } catch (e) {
      notify(failureMessage(e), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof PasswordValues, label: string) => (
    <TextField
      key={name}
      type="password"
      label={label}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={!!problems[name]}
      helperText={problems[name] ?? ' '}
      fullWidth
      margin="dense"
      autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{USER_MENU_TEXT.changePassword}</DialogTitle>
      <DialogContent>
        {field('oldPassword', USER_MENU_TEXT.oldPassword)}
        {field('password', USER_MENU_TEXT.newPassword)}
        {field('confirmPassword', USER_MENU_TEXT.confirmPassword)}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{USER_MENU_TEXT.cancel}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving}>
          {USER_MENU_TEXT.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
