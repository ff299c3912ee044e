import { useTranslate } from 'react-admin';
import { Button, CircularProgress } from '@mui/material';

/** A login step's submit button; `label` is a catalogue key or the text itself. */
export const SubmitButton = ({ label, busy, disabled }: { label: string; busy: boolean; disabled?: boolean }) => {
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" fullWidth disabled={busy || disabled}>
      {busy ? <CircularProgress size={22} color="inherit" /> : translate(label, { _: label })}
    </Button>
  );
};
