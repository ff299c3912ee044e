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
      <TabbedShowLayout.Tab label="User Info">
        <TextField source="SUID" label="SU ID" />
        <TextField source="firstName" label="First name" />
        <TextField source="lastName" label="Last name" />
        <TextField source="email" label="Email" />
        <TextField source="position" label="Position" emptyText="—" />
        <PhoneField source="cellPhone" label="Phone" />
        <FunctionField<AdminUser> label="Type" render={(r) => userTypeLabel(r.type)} />
        <TextField source="role" label="Role" />
        <FunctionField label="Status" render={() => <UserStatusChip />} />
        <TextField source="prevStatus" label="Previous status" emptyText="—" />
        <TextField source="companyName" label="Account" />
        <TextField source="companyId" label="Account ID" />
        <DateField source="createdAt" label="Created" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
