/** A user (spec 3 §2.4): tab User Info; the header shows the user's name, else 'Unknown'. */
import {
  EditButton,
  FunctionField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import type { AdminUser } from '@bcu/api/contracts';
import { DateField, PhoneField, UserStatusChip } from '../submissions/fields';
import { userDisplayName, userTypeLabel } from './userFields';

const UserTitle = () => <span>{userDisplayName(useRecordContext<AdminUser>())}</span>;

const UserShowActions = () => {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit' });
  return <TopToolbar>{canAccess && <EditButton />}</TopToolbar>;
};

export const UserShow = () => (
  <Show title={<UserTitle />} actions={<UserShowActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.users.labels.userInfo">
        <TextField source="SUID" label="resources.users.fields.SUID" />
        <TextField source="firstName" label="resources.users.fields.firstName" />
        <TextField source="lastName" label="resources.users.fields.lastName" />
        <TextField source="email" label="resources.users.fields.email" />
        <TextField source="position" label="resources.users.fields.position" emptyText="—" />
        <PhoneField source="cellPhone" label="resources.users.fields.cellPhone" />
        <FunctionField<AdminUser> label="resources.users.labels.type" render={(r) => userTypeLabel(r.type)} />
        <TextField source="role" label="resources.users.fields.role" />
        <FunctionField label="resources.users.labels.status" render={() => <UserStatusChip />} />
        <TextField source="prevStatus" label="resources.users.fields.prevStatus" emptyText="—" />
        <TextField source="companyName" label="resources.users.fields.companyName" />
        <TextField source="companyId" label="resources.users.fields.companyId" />
        <DateField source="createdAt" label="resources.users.fields.createdAt" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
