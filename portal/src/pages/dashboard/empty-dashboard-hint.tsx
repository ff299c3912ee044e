/**
 * A company with no BCUs at all is told what to do next (issue 10 §14): invite a user (the owner, who manages the
 * account's users) and register a BCU (a supplier's users). Shown until the first BCU is in the balance.
 */
import { useNavigate } from 'react-router';
import { useCan, useList } from '@refinedev/core';
import { Alert, Button, Space } from 'antd';
import { CREDIT_VIEW_API, MSG, type SessionUser } from '@bcu/api/contracts';
import { RES } from '../../resources';

export function EmptyDashboardHint({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const { result, query } = useList({
    resource: 'credits',
    meta: { path: CREDIT_VIEW_API.balance.slice(1) },
    pagination: { currentPage: 1, pageSize: 1 },
    queryOptions: { queryKey: ['credits-any', user.companyId] },
    errorNotification: false,
  });
  const registers = useCan({ resource: RES.registrations, action: 'create' }).data?.can === true;
  if (!query.isSuccess || (result.total ?? 0) > 0) return null;
  const owner = user.type === 'Primary' && !user.isReadOnly;
  return (
    <Alert
      type="info"
      showIcon
      className="bcu-empty-dashboard"
      message={MSG.emptyDashboardTitle}
      description={
        <Space direction="vertical">
          {MSG.emptyDashboardText}
          <Space wrap>
            {owner && (
              <Button type="primary" onClick={() => navigate('/profile/user-info')}>
                {MSG.inviteUserAction}
              </Button>
            )}
            {registers && (
              <Button type={owner ? 'default' : 'primary'} onClick={() => navigate('/dashboard/register-credit')}>
                {MSG.registerBcuAction}
              </Button>
            )}
          </Space>
        </Space>
      }
    />
  );
}
