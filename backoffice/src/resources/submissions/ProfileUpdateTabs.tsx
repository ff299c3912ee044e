/**
 * The ProfileUpdate submission (spec 3 §2.1): tab 'Profile info' with the before and after values of first name,
 * last name, email, position and phone (changed rows marked), and the Note tab.
 */
import { TabbedShowLayout, useRecordContext, useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ProfileValues } from '@bcu/api/contracts';
import { TEXT } from '../../texts';
import { NoteEditor } from './NoteEditor';
import { profileRows } from './profileRows';

const ProfileInfo = () => {
  const record = useRecordContext<{ payload?: { before?: Partial<ProfileValues>; after?: Partial<ProfileValues> } }>();
  const translate = useTranslate();
  const rows = profileRows(record?.payload?.before, record?.payload?.after);
  return (
    <Table size="small" aria-label={translate('resources.submissions.labels.profileInfo')}>
      <TableHead>
        <TableRow>
          <TableCell component="th">{translate('resources.submissions.labels.profileField')}</TableCell>
          <TableCell component="th">{translate('resources.submissions.labels.profileBefore')}</TableCell>
          <TableCell component="th">{translate('resources.submissions.labels.profileAfter')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.label} selected={r.changed}>
            <TableCell component="th" scope="row">
              {r.label}
            </TableCell>
            <TableCell>{r.before}</TableCell>
            <TableCell sx={r.changed ? { fontWeight: 600 } : undefined}>{r.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const ProfileUpdateTabs = () => (
  <TabbedShowLayout>
    <TabbedShowLayout.Tab label="resources.submissions.labels.profileInfo">
      <ProfileInfo />
    </TabbedShowLayout.Tab>
    <TabbedShowLayout.Tab label={TEXT.note} path="note">
      <NoteEditor />
    </TabbedShowLayout.Tab>
  </TabbedShowLayout>
);
