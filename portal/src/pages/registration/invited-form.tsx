/**
 * The invited-user form of /registration (spec 1 §2 modes 2 and 3, §3 "Invited-user registration"):
 * name, surname, position, phone, agreement, and a password only for a user new to the registry.
 */
import { useNavigate } from 'react-router';
import { useCustomMutation } from '@refinedev/core';
import { Button, Card, Checkbox, Descriptions, Form, Input, Typography } from 'antd';
import { API, InvitedRegistration, MSG, type InviteeData } from '@bcu/api/contracts';
import { errorNote, successNote } from '../../features/errors/notes';
import { NewPasswordFields, PhoneField } from '../../features/forms/fields';
import { showIssues, zodField } from '../../features/forms/zod-rule';
import { TEXT } from '../../features/texts';
import { typeLabel } from './identity-card';

interface Values {
  name: string;
  surname: string;
  position: string;
  userPhone: { code?: string; number?: string };
  password?: string;
  confirmPassword?: string;
  agreement?: boolean;
}

const shape = InvitedRegistration.shape;

export function InvitedForm({ token, invitee }: { token: string; invitee: InviteeData }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const { mutate, mutation } = useCustomMutation<{ message?: string }>();
  const isNew = !invitee.isExistingUser;

  const submit = (v: Values) => {
    const payload = {
      token,
      name: v.name,
      surname: v.surname,
      position: v.position,
      userPhone: { code: v.userPhone?.code ?? '', number: v.userPhone?.number ?? '' },
      agreement: v.agreement === true,
      ...(isNew ? { password: v.password, confirmPassword: v.confirmPassword } : {}),
    };
    const parsed = InvitedRegistration.safeParse(payload);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues);
      return;
    }
    mutate(
      {
        url: API.registerInvited,
        method: 'post',
        values: parsed.data,
        successNotification: (res) => successNote(MSG.success, res?.data?.message),
        errorNotification: (e) => errorNote(e),
      },
      { onSuccess: () => navigate('/login') },
    );
  };

  return (
    <Card className="bcu-card-wide">
      <Typography.Title level={2}>{TEXT.tokenTitle}</Typography.Title>
      <Descriptions
        column={1}
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          { key: 'company', label: TEXT.companyName, children: invitee.companyName },
          { key: 'type', label: TEXT.accountType, children: typeLabel(invitee.accountType) },
          { key: 'email', label: TEXT.email, children: invitee.email },
        ]}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          name: invitee.firstName,
          surname: invitee.lastName,
          position: invitee.position,
          userPhone: invitee.cellPhone ?? undefined,
        }}
      >
        <Typography.Title level={4}>{TEXT.userData}</Typography.Title>
        <Form.Item name="name" label={TEXT.name} {...zodField(shape.name)}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="surname" label={TEXT.surname} {...zodField(shape.surname)}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item name="position" label={TEXT.position} {...zodField(shape.position)}>
          <Input autoComplete="organization-title" />
        </Form.Item>
        <PhoneField name="userPhone" label={TEXT.userPhone} />
        {isNew && <NewPasswordFields mismatch={MSG.passwordsDoNotMatch} />}
        <Form.Item name="agreement" valuePropName="checked" {...zodField(shape.agreement)}>
          <Checkbox>{TEXT.agreement}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending} block>
          {TEXT.submit}
        </Button>
      </Form>
    </Card>
  );
}
