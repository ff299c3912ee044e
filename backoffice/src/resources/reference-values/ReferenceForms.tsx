/**
 * Create and edit of a reference value (spec 3 §5 "Reference values": scheme name and baseline value required on
 * create; §7: a new scheme sends fuelEmissionFactor 0 unless given; §8 texts). Pessimistic; a save returns to
 * the row's tab; edits send only the changed fields.
 */
import {
  Create,
  Edit,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRedirect,
  useResourceContext,
} from 'react-admin';
import { MSG, REFERENCE_FIELD_SCHEMAS } from '@bcu/api/contracts';
import { fieldValidator } from '../../zodField';
import { errorText } from '../accounts/errorText';
import { REFERENCE_TEXT, tabPathOf } from './referenceTabs';

const validate = {
  name: fieldValidator(REFERENCE_FIELD_SCHEMAS.name),
  baselineValue: fieldValidator(REFERENCE_FIELD_SCHEMAS.baselineValue),
  fuelEmissionFactor: fieldValidator(REFERENCE_FIELD_SCHEMAS.fuelEmissionFactor),
};

/** Save only; on create always enabled, so an empty form shows which fields are required. */
const SaveOnly = ({ alwaysEnable = false }: { alwaysEnable?: boolean }) => (
  <Toolbar>
    <SaveButton alwaysEnable={alwaysEnable} />
  </Toolbar>
);

const Fields = ({ scheme }: { scheme: boolean }) => (
  <>
    <TextInput source="name" label={REFERENCE_TEXT.name} validate={validate.name} fullWidth />
    {scheme && (
      <NumberInput
        source="baselineValue"
        label={REFERENCE_TEXT.baselineValue}
        validate={validate.baselineValue}
        step={0.01}
      />
    )}
    {scheme && (
      <NumberInput
        source="fuelEmissionFactor"
        label={REFERENCE_TEXT.fuelEmissionFactor}
        validate={validate.fuelEmissionFactor}
        step={0.0001}
      />
    )}
  </>
);

/** Where a save returns to and what it tells. */
function useSaveOptions(success: string, failure: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext() ?? '';
  return {
    onSuccess: () => {
      notify(success, { type: 'success' });
      // a function target gets the /backoffice basename
      redirect(() => tabPathOf(resource));
    },
    onError: (e: unknown) => notify(`${failure}\n${errorText(e)}`, { type: 'error', multiLine: true }),
  };
}

export const ReferenceCreate = () => {
  const resource = useResourceContext();
  const scheme = resource === 'certification-schemes';
  const options = useSaveOptions(MSG.referenceValuesCreated, MSG.referenceValuesCreateFailed);
  return (
    <Create mutationOptions={options} redirect={false}>
      <SimpleForm toolbar={<SaveOnly alwaysEnable />} defaultValues={scheme ? { fuelEmissionFactor: 0 } : {}}>
        <Fields scheme={scheme} />
      </SimpleForm>
    </Create>
  );
};

export const ReferenceEdit = () => {
  const resource = useResourceContext();
  const options = useSaveOptions(MSG.referenceValuesUpdated, MSG.referenceValuesUpdateFailed);
  return (
    <Edit mutationMode="pessimistic" mutationOptions={options} redirect={false}>
      <SimpleForm toolbar={<SaveOnly />}>
        <Fields scheme={resource === 'certification-schemes'} />
      </SimpleForm>
    </Edit>
  );
};
