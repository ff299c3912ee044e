/**
 * /profile (spec 1 §2 "Profile area"): Company Info (default), Profile Info, User Info and Account Fees (the
 * last only where the access matrix grants 'accountFees.read': a Primary SystemUser or an Auditor).
 * Under 768 px the four section names do not fit one tab bar; antd would fold some into a '…' button inside the
 * tab list (axe: 'aria-required-children'), so a phone gets the sections as a wrapping row of buttons instead.
 * The open section is rendered below either navigation at the same place, so turning a tablet or resizing the window
 * across 768 px keeps what the user was typing.
 */
import { useLocation, useNavigate } from 'react-router';
import { useCan } from '@refinedev/core';
import { Button, Card, Grid, Tabs, Typography } from 'antd';
import { CompanyInfoPanel } from './company-info';
import { ProfileInfo } from './profile-info';
import { UserInfo } from './user-info';
import { AccountFees } from './account-fees';
import { FEE_COLUMN_TEXT } from './account-fees-columns';
import { PROFILE_TEXT } from './texts';
import { ApiKeys } from './api-keys';
import { API_KEYS_TEXT } from './api-keys-texts';
import { WebhooksPanel } from './webhooks/webhooks';
import { WEBHOOK_TEXT } from './webhooks/texts';
import { RES } from '../../resources';

export function ProfilePage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mobile = Grid.useBreakpoint().md === false;
  // the sections the access matrix grants: Account Fees ('accountFees.read'), API keys and webhooks
  // ('integrations.manage')
  const showFees = useCan({ resource: RES.fees, action: 'list' }).data?.can === true;
  const showKeys = useCan({ resource: RES.apiKeys, action: 'list' }).data?.can === true;
  const showWebhooks = useCan({ resource: RES.webhooks, action: 'list' }).data?.can === true;
  const open = (k: string) => navigate(k === 'company-info' ? '/profile' : `/profile/${k}`);
  const sections = [
    { key: 'company-info', label: PROFILE_TEXT.companyInfo, children: <CompanyInfoPanel /> },
    { key: 'profile-info', label: PROFILE_TEXT.profileInfo, children: <ProfileInfo /> },
    { key: 'user-info', label: PROFILE_TEXT.userInfo, children: <UserInfo /> },
    ...(showFees ? [{ key: 'account-fees', label: FEE_COLUMN_TEXT.title, children: <AccountFees /> }] : []),
    ...(showKeys ? [{ key: 'api-keys', label: API_KEYS_TEXT.title, children: <ApiKeys /> }] : []),
    ...(showWebhooks ? [{ key: 'webhooks', label: WEBHOOK_TEXT.title, children: <WebhooksPanel /> }] : []),
  ];
  // the section the path names (/profile/<key>), among those this user sees; the company info otherwise
  const current =
    sections.find((s) => s.key !== 'company-info' && pathname.startsWith(`/profile/${s.key}`)) ?? sections[0];
  const active = current.key;
  return (
    <Card className="bcu-card bcu-card-wide">
      <Typography.Title level={2}>{PROFILE_TEXT.title}</Typography.Title>
      {mobile ? (
        <nav key="nav" aria-label={PROFILE_TEXT.title} className="bcu-profile-sections">
          {sections.map((s) => (
            <Button
              key={s.key}
              type={s.key === active ? 'primary' : 'default'}
              aria-current={s.key === active ? 'page' : undefined}
              onClick={() => open(s.key)}
            >
              {s.label}
            </Button>
          ))}
        </nav>
      ) : (
        <Tabs
          key="tabs"
          activeKey={active}
          onChange={open}
          items={sections.map(({ key, label }) => ({ key, label }))}
        />
      )}
      <section key={current.key} aria-label={current.label}>
        {current.children}
      </section>
    </Card>
  );
}
