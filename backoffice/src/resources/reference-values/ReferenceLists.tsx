/**
 * The lists of the reference-value tabs (spec 3 §2.6, §6): schemes with baseline (2 decimals) and fuel emission
 * factor, feedstock certifications and incentives by name. Admins add, open (edit) and delete rows; auditors see
 * the same lists read-only ('no creation or removal of reference values').
 */
import type { ReactNode } from 'react';
import {
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  FunctionField,
  NumberField,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  useCanAccess,
  useNotify,
} from 'react-admin';
import { MSG, REFERENCE_PAGE_SIZE, type AdminCertificationScheme, type ReferenceResource } from '@bcu/api/contracts';
import { AdminList } from '../../lists/AdminList';
import { errorText } from '../accounts/errorText';
import { formatBaseline, formatFactor, REFERENCE_TEXT } from './referenceTabs';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const DeleteButton = () => {
  const notify = useNotify();
  return (
    <DeleteWithConfirmButton
      redirect={false}
      mutationMode="pessimistic"
      confirmTitle={REFERENCE_TEXT.deleteTitle}
      confirmContent={REFERENCE_TEXT.deleteContent}
      mutationOptions={{
        onSuccess: () => notify(MSG.referenceValuesDeleted, { type: 'success' }),
        onError: (e: unknown) =>
          notify(`${MSG.referenceValuesDeleteFailed}\n${errorText(e)}`, { type: 'error', multiLine: true }),
      }}
    />
  );
};

function useWrites(resource: ReferenceResource) {
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  return { canCreate: !!canCreate, canEdit: !!canEdit, canDelete: !!canDelete };
}

const Actions = ({ canCreate }: { canCreate: boolean }) => (
  <TopToolbar>{canCreate && <CreateButton label={REFERENCE_TEXT.add} />}</TopToolbar>
);

/**
 * One reference list: 50 a page by id, name search, Add / row edit / Delete only where the matrix grants writes;
 * on a phone the name with the `secondary` text (a scheme's baseline).
 */
const ReferenceList = ({
  resource,
  secondary,
  children,
}: {
  resource: ReferenceResource;
  secondary?: (r: AdminCertificationScheme) => string;
  children: ReactNode;
}) => {
  const w = useWrites(resource);
  return (
    <AdminList
      small={
        <SimpleList<AdminCertificationScheme>
          rowClick={w.canEdit ? 'edit' : false}
          primaryText={(r) => r.name}
          secondaryText={secondary}
          empty={<span>{REFERENCE_TEXT.noData}</span>}
        />
      }
      resource={resource}
      title={REFERENCE_TEXT.title}
      perPage={REFERENCE_PAGE_SIZE}
      sort={{ field: 'id', order: 'ASC' }}
      filters={filters}
      actions={<Actions canCreate={w.canCreate} />}
      exporter={false}
      disableSyncWithLocation
      empty={false}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={w.canEdit ? 'edit' : false}
        empty={<span>{REFERENCE_TEXT.noData}</span>}
      >
        <NumberField source="id" label="resources.reference-values.fields.id" />
        <TextField source="name" label={REFERENCE_TEXT.name} />
        {children}
        {w.canDelete && <DeleteButton />}
      </Datagrid>
    </AdminList>
  );
};

export const SchemeList = () => (
  <ReferenceList
    resource="certification-schemes"
    secondary={(r) => `${REFERENCE_TEXT.baselineValue}: ${formatBaseline(r.baselineValue)}`}
  >
    <FunctionField<AdminCertificationScheme>
      source="baselineValue"
      label={REFERENCE_TEXT.baselineValue}
      render={(r) => formatBaseline(r.baselineValue)}
      textAlign="right"
    />
    <FunctionField<AdminCertificationScheme>
      source="fuelEmissionFactor"
      label={REFERENCE_TEXT.fuelEmissionFactor}
      render={(r) => formatFactor(r.fuelEmissionFactor)}
      textAlign="right"
    />
  </ReferenceList>
);

/** Feedstock certifications or incentives: id and name. */
export const NamedList = ({ resource }: { resource: Exclude<ReferenceResource, 'certification-schemes'> }) => (
  <ReferenceList resource={resource}>{null}</ReferenceList>
);
