/**
 * User Info (spec 1 §2, §4): the company's users with SU ID, name, phone, role and status; the account owner
 * invites by e-mail (confirmation; an existing login gets the 'already exists' prompt), removes users and
 * cancels invites after confirmation. Add is disabled at 10 Active or Pending users or while Suspended.
 */
import { useCreate, useCustomMutation, useInvalidate, useList } from '@refinedev/core';
import { App, Button, Form, Input, Space, Table, Tag, Typography } from 'antd';
import {
  COMPANY_USERS_API,
  InviteRequest,
  MSG,
  canAddUser,
  userRowAction,
  type CompanyUserRow,
  type InviteEmailCheck,
} from '@bcu/api/contracts';
import { ApiError } from '../../api/http';
import { apiErrorOf, errorNote, successNote } from '../../features/errors/notes';
import { zodRule } from '../../features/forms/zod-rule';
import { useIdentity } from '../../features/session/use-identity';
import { RES } from '../../resources';
import { PROFILE_TEXT } from './texts';

/** Tag colours of spec 1 §4: Active green, Pending yellow, Suspended red, Locked gray. */
export const STATUS_COLORS: Record<string, string> = {
  Active: 'green',
  Pending: 'gold',
  Suspended: 'red',
  Locked: 'default',
};

const meta = { path: COMPANY_USERS_API.list.slice(1) };

export function UserInfo() {
  const user = useIdentity();
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ email: string }>();
  // the company's users (resource 'company-users'); an invite, a removal or a cancelled invite refreshes them
  const { result, query } = useList<CompanyUserRow>({
    resource: RES.companyUsers,
    meta,
    pagination: { mode: 'off' },
    errorNotification: (e) => errorNote(e),
  });
  const rows = query.isSuccess ? result.data : undefined;
  const { mutateAsync: checkEmail, mutation: checking } = useCustomMutation<InviteEmailCheck>();
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: post } = useCustomMutation();
  const invalidate = useInvalidate();

  if (!user) return null;
  const owner = user.type === 'Primary' && user.role === 'SystemUser';
  const addAllowed = !!rows && canAddUser(rows, user.status) && !user.isReadOnly;

  const invite = async ({ email }: { email: string }) => {
    let check: InviteEmailCheck;
    try {
      ({ data: check } = await checkEmail({
        url: COMPANY_USERS_API.validateEmail,
        method: 'post',
        values: { email },
        successNotification: false,
        // a conflict has its own message; any other failure is 'Email check failed'
        errorNotification: (e) => {
          const err = apiErrorOf(e);
          if (err instanceof ApiError && err.statusCode === 409) return errorNote(e);
          return {
            type: 'error',
            key: `${MSG.error}|${MSG.emailCheckFailed}`,
            description: MSG.error,
            message: MSG.emailCheckFailed,
          };
        },
      }));
    } catch {
      return;
    }
    modal.confirm({
      title: PROFILE_TEXT.inviteTitle,
      content: check.isEmailExists ? PROFILE_TEXT.existingUserPrompt : PROFILE_TEXT.inviteConfirm(email),
      okText: PROFILE_TEXT.invite,
      cancelText: PROFILE_TEXT.cancel,
      onOk: () =>
        create({
          resource: RES.companyUsers,
          meta,
          values: { email },
          successNotification: () => successNote(MSG.userInvited),
          errorNotification: (e) => errorNote(e),
        }).then(
          () => form.resetFields(),
          () => undefined,
        ),
    });
  };

  const act = (row: CompanyUserRow, action: 'remove' | 'cancelInvite') =>
    modal.confirm({
      title: action === 'remove' ? PROFILE_TEXT.removeUser : PROFILE_TEXT.cancelInvite,
      content: action === 'remove' ? PROFILE_TEXT.removeConfirm(row.email) : PROFILE_TEXT.cancelConfirm(row.email),
      okButtonProps: { danger: true },
      okText: action === 'remove' ? PROFILE_TEXT.removeUser : PROFILE_TEXT.cancelInvite,
      cancelText: PROFILE_TEXT.cancel,
      onOk: () =>
        post({
          url: action === 'remove' ? COMPANY_USERS_API.remove(row.id) : COMPANY_USERS_API.cancelInvite(row.id),
          method: 'post',
          values: {},
          successNotification: () => successNote(action === 'remove' ? MSG.userRemoved : MSG.inviteCancelled),
          errorNotification: (e) => errorNote(e, MSG.accountUpdateFailed),
        }).then(
          () => invalidate({ resource: RES.companyUsers, invalidates: ['list'] }),
          () => undefined,
        ),
    });

  return (
    <div>
      {owner && (
        <Form form={form} layout="vertical" onFinish={invite} noValidate style={{ marginBottom: 24 }}>
          <Typography.Title level={4}>{PROFILE_TEXT.addUser}</Typography.Title>
          <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
            <Form.Item name="email" rules={[zodRule(InviteRequest.shape.email)]} style={{ flex: 1, marginBottom: 0 }}>
              <Input
                type="email"
                aria-label={PROFILE_TEXT.inviteEmail}
                placeholder={PROFILE_TEXT.inviteEmail}
                disabled={!addAllowed}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={checking.isPending} disabled={!addAllowed}>
              {PROFILE_TEXT.invite}
            </Button>
          </Space.Compact>
          {rows && !addAllowed && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {PROFILE_TEXT.addDisabled}
            </Typography.Paragraph>
          )}
        </Form>
      )}
      <Table<CompanyUserRow>
        rowKey="id"
        loading={!rows}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'suid', title: 'SU ID', dataIndex: 'SUID', render: (v: string | null) => v ?? '—' },
          {
            key: 'name',
            title: 'Name',
            render: (_, r) => (
              <span>
                {r.firstName || r.lastName ? `${r.firstName} ${r.lastName}` : '—'}
                <br />
                <Typography.Text type="secondary">{r.email}</Typography.Text>
              </span>
            ),
          },
          {
            key: 'phone',
            title: 'Phone',
            render: (_, r) => (r.cellPhone ? `${r.cellPhone.code} ${r.cellPhone.number}` : '—'),
          },
          {
            key: 'role',
            title: 'Role',
            render: (_, r) =>
              r.type === 'Primary' ? PROFILE_TEXT.accountOwner : r.type ? PROFILE_TEXT.user : PROFILE_TEXT.invited,
          },
          {
            key: 'status',
            title: 'Status',
            dataIndex: 'status',
            render: (s: string) => <Tag color={STATUS_COLORS[s]}>{s}</Tag>,
          },
          ...(owner
            ? [
                {
                  key: 'actions',
                  title: 'Actions',
                  render: (_: unknown, r: CompanyUserRow) => {
                    const action = userRowAction(r, r.id === user.id);
                    if (action === 'none' || user.isReadOnly) return null;
                    return (
                      <Button size="small" danger onClick={() => act(r, action)}>
                        {action === 'remove' ? PROFILE_TEXT.removeUser : PROFILE_TEXT.cancelInvite}
                      </Button>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
