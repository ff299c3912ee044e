import { lazy } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { TEXT } from '../../texts';

/** Admin submissions (spec 3 §2.1): GET /api/admin/submissions, reviewed on the show page. Screens load per route. */
export default {
  list: lazy(() => import('./SubmissionList').then((m) => ({ default: m.SubmissionList }))),
  show: lazy(() => import('./SubmissionShow').then((m) => ({ default: m.SubmissionShow }))),
  icon: AssignmentIcon,
  options: { label: TEXT.submissionsList },
  recordRepresentation: 'companyName',
};
