/**
 * A date input that shows and takes dd.MM.yyyy whatever the browser's language (spec 3 §9; the native date input
 * would show the browser's format). The form holds the API's 'yyyy-MM-dd'; text that is not a real date yet stays
 * as typed and is refused with the catalogue message, so a filter form does not apply it.
 */
import { TextInput, type TextInputProps } from 'react-admin';
import { MSG } from '@bcu/api/contracts';
import { DATE_INPUT_FORMAT, displayDateToIso, isDateInputValid, isoToDisplayDate } from '../format';

const validDate = (value: unknown) => (isDateInputValid(value) ? undefined : MSG.invalidDate);

export const DateTextInput = (props: TextInputProps) => (
  <TextInput
    placeholder={DATE_INPUT_FORMAT}
    format={isoToDisplayDate}
    parse={displayDateToIso}
    validate={validDate}
    resettable={false}
    {...props}
  />
);
