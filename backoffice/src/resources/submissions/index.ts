import AssignmentIcon from '@mui/icons-material/Assignment';
import { TEXT } from '../../texts';
import { SubmissionList } from './SubmissionList';
import { SubmissionShow } from './SubmissionShow';

/** Admin submissions (spec 3 §2.1): GET /api/admin/submissions, reviewed on the show page. */
export default {
  list: SubmissionList,
  show: SubmissionShow,
  icon: AssignmentIcon,
  options: { label: TEXT.submissionsList },
  recordRepresentation: 'companyName',
};
