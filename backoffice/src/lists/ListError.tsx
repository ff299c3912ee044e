/**
 * What a list shows when its load failed (issue 10 point 9): react-admin's error state in the list's place — the
 * API's message (a 422's catalogue text, e.g. an inverted date range) and a Retry that loads the same page again.
 * The filters stay above it so the user can correct them; the page count is hidden (`ListPagination`).
 */
import { Alert, AlertTitle } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, useListContext, useTranslate } from 'react-admin';
import { MSG } from '@bcu/api/contracts';
import { TEXT } from '../texts';

/** The text of a failed load: the error's message (the API's, see apiError.ts), else 'Unknown error'. */
export const listErrorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : MSG.unknownError;

export const ListError = () => {
  const { error, refetch, isFetching } = useListContext();
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      data-testid="list-error"
      sx={{ m: 1 }}
      action={
        <Button label={TEXT.retry} onClick={() => refetch()} disabled={isFetching}>
          <ReplayIcon />
        </Button>
      }
    >
      <AlertTitle>{translate('ra.page.error')}</AlertTitle>
      {listErrorText(error)}
    </Alert>
  );
};
