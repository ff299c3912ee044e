/**
 * Editing one parameter (spec 3 §2.6, §8): a link's URL (empty clears it; the portal then shows the title as
 * plain text) or a banner switch. Success 'URL parameter has been updated'; failure 'Reference values update
 * failed' with the server's messages.
 */
import {
  BooleanInput,
  Edit,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useEditContext,
  useNotify,
  useRedirect,
} from 'react-admin';
import { LinkUrl, MSG, type AdminParameter } from '@bcu/api/contracts';
import { optionalFieldValidator } from '../../zodField';
import { errorText } from '../accounts/errorText';
import { PARAMETER_LABELS } from './parameterLabels';

const validateUrl = optionalFieldValidator(LinkUrl);

/** 'Parameter: Fee schedule' — the parameter's title, not the resource and key. */
const ParameterTitle = () => {
  const { record } = useEditContext<AdminParameter>();
  return <span>{record ? `Parameter: ${PARAMETER_LABELS[record.key] ?? record.key}` : ''}</span>;
};

const ParameterForm = () => {
  const { record } = useEditContext<AdminParameter>();
  if (!record) return null;
  const label = PARAMETER_LABELS[record.key] ?? record.key;
  return (
    // Save only: parameters are never deleted. A plain text input: the browser's own URL check would hide the
    // contract's message.
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      {record.kind === 'link' ? (
        <TextInput source="url" label={label} fullWidth validate={validateUrl} />
      ) : (
        <BooleanInput
          source="value"
          label={label}
          format={(v: unknown) => v === 'true' || v === true}
          parse={(v: boolean) => (v ? 'true' : 'false')}
        />
      )}
    </SimpleForm>
  );
};

export const ParameterEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<ParameterTitle />}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify(MSG.urlParameterUpdated, { type: 'success' });
          redirect('list', 'parameters');
        },
        onError: (e: unknown) =>
          notify(`${MSG.referenceValuesUpdateFailed}\n${errorText(e)}`, { type: 'error', multiLine: true }),
      }}
    >
      <ParameterForm />
    </Edit>
  );
};
