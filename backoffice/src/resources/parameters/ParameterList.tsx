/**
 * Parameters (spec 3 §2.6): the 12 document links and the two banner switches. Admins open a row to edit it;
 * auditors see the same list read-only (no edit: 'parameters off' for auditors, issue 5 item 9).
 */
import { Datagrid, EditButton, FunctionField, SimpleList, TextField, useCanAccess } from 'react-admin';
import type { AdminParameter } from '@bcu/api/contracts';
import { AdminList } from '../../lists/AdminList';
import { PARAMETER_LABELS, parameterValueText } from './parameterLabels';

export const ParameterList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'parameters', action: 'edit' });
  return (
    <AdminList
      small={
        <SimpleList<AdminParameter>
          rowClick={canEdit ? 'edit' : false}
          primaryText={(p) => PARAMETER_LABELS[p.key] ?? p.key}
          secondaryText={parameterValueText}
          rowSx={() => ({ overflowWrap: 'anywhere' })}
        />
      }
      pagination={false}
      perPage={100}
      sort={{ field: 'key', order: 'ASC' }}
      exporter={false}
      title="Parameters"
    >
      <Datagrid bulkActionButtons={false} rowClick={canEdit ? 'edit' : false}>
        <FunctionField<AdminParameter>
          label="resources.parameters.labels.name"
          render={(p) => PARAMETER_LABELS[p.key] ?? p.key}
          sortable={false}
        />
        <TextField source="key" label="resources.parameters.fields.key" sortable={false} />
        <FunctionField<AdminParameter>
          label="resources.parameters.labels.value"
          render={parameterValueText}
          sortable={false}
        />
        {canEdit && <EditButton />}
      </Datagrid>
    </AdminList>
  );
};
