/**
 * spec 3 §2.3: in the accounts table only the address is editable. A row button opens a small form; saving
 * PATCHes the street address alone (pessimistic) and shows 'Account has been updated' or 'Account update failed'
 * with the server's messages. Shown only where the access matrix grants writes (never to auditors).
 */
import { useState, type MouseEvent } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { MSG, type AdminAccount } from '@bcu/api/contracts';
import { errorText } from './errorText';
import { validateAccount } from './accountFields';

export const AddressEditButton = () => {
  const record = useRecordContext<AdminAccount>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'accounts', action: 'edit' });
  const [update, { isPending }] = useUpdate<AdminAccount>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!record || !canAccess) return null;

  const start = (e: MouseEvent) => {
    e.stopPropagation();
    setValue(record.streetAddress);
    setError(undefined);
    setOpen(true);
  };
  const save = () => {
    const invalid = validateAccount.streetAddress(value);
    if (invalid) return setError(invalid);
    update(
      'accounts',
      { id: record.id, data: { streetAddress: value.trim() }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(MSG.accountUpdated, { type: 'success' });
          setOpen(false);
          refresh();
        },
        onError: (e) => notify(`${MSG.accountUpdateFailed}\n${errorText(e)}`, { type: 'error', multiLine: true }),
      },
    );
  };

  return (
    <>
      <Button label="resources.accounts.labels.editAddress" onClick={start} data-testid="edit-address">
        <EditIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => !isPending && setOpen(false)}
        onClick={(e) => e.stopPropagation()}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>{record.name}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('resources.accounts.fields.streetAddress')}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(undefined);
            }}
            error={!!error}
            helperText={error}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)} disabled={isPending}>
            Cancel
          </MuiButton>
          <MuiButton variant="contained" onClick={save} disabled={isPending}>
            Save changes
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
