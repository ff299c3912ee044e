/** /profile (spec 1 §2 "Profile area"): Company Info (default) and Profile Info tabs. */
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Card, Tabs, Typography } from 'antd';
import { useSession } from '../../features/session/session-store';
import { PageSpinner } from '../../features/shell/app-layout';
import { CompanyInfoPanel } from './company-info';
import { ProfileInfo } from './profile-info';
import { UserInfo } from './user-info';
import { PROFILE_TEXT } from './texts';

export function ProfilePage() {
  const { ready, user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!ready) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  const active = pathname.startsWith('/profile/profile-info')
    ? 'profile-info'
    : pathname.startsWith('/profile/user-info')
      ? 'user-info'
      : 'company-info';
  return (
    <Card className="bcu-card bcu-card-wide">
      <Typography.Title level={2}>{PROFILE_TEXT.title}</Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(k) => navigate(k === 'company-info' ? '/profile' : `/profile/${k}`)}
        destroyOnHidden
        items={[
          { key: 'company-info', label: PROFILE_TEXT.companyInfo, children: <CompanyInfoPanel /> },
          { key: 'profile-info', label: PROFILE_TEXT.profileInfo, children: <ProfileInfo /> },
          { key: 'user-info', label: PROFILE_TEXT.userInfo, children: <UserInfo /> },
        ]}
      />
    </Card>
  );
}
