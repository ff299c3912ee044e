/**
 * Login step 3, 'Continue to your account' (spec 1 §4): the company and account type selects. A select with one
 * usable option is pre-filled; the chosen company and type name the user id that signs in. The login page loads
 * this step when an e-mail has several accounts, so its first JavaScript carries no select.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import type { LoginAccount } from '@bcu/api/contracts';
import {
  chosenUserId,
  companyOptions,
  isLocked,
  onlyUsableOption,
  typeOptions,
  type ChoiceOption,
} from '@bcu/client/account-choice';
import { TEXT } from '../texts';
import { SubmitButton } from './SubmitButton';

const ChoiceSelect = ({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: ChoiceOption[];
  value: string;
  onChange: (v: string) => void;
}) => {
  const translate = useTranslate();
  const text = translate(label);
  const locked = isLocked(options);
  return (
    <FormControl fullWidth disabled={locked}>
      <InputLabel id={`${id}-label`}>{text}</InputLabel>
      <Select labelId={`${id}-label`} id={id} label={text} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};

/** The only usable type of a company, or nothing when there is a real choice. */
const onlyType = (accounts: readonly LoginAccount[], companyId: string) =>
  onlyUsableOption(typeOptions(accounts, companyId)) ?? '';

export const AccountStep = ({
  accounts,
  busy,
  onSubmit,
}: {
  accounts: LoginAccount[];
  busy: boolean;
  onSubmit: (userId: string) => void;
}) => {
  const [companyId, setCompanyId] = useState(() => onlyUsableOption(companyOptions(accounts)) ?? '');
  const [companyType, setCompanyType] = useState(() => onlyType(accounts, companyId));

  const chooseCompany = (id: string) => {
    setCompanyId(id);
    setCompanyType(onlyType(accounts, id));
  };

  const userId = chosenUserId(accounts, companyId, companyType);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (userId) onSubmit(userId);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <ChoiceSelect
          id="login-company"
          label="login.company"
          options={companyOptions(accounts)}
          value={companyId}
          onChange={chooseCompany}
        />
        <ChoiceSelect
          id="login-account-type"
          label="login.accountType"
          options={typeOptions(accounts, companyId)}
          value={companyType}
          onChange={setCompanyType}
        />
        <SubmitButton label={TEXT.proceedToAccount} busy={busy} disabled={!userId} />
      </Stack>
    </form>
  );
};
