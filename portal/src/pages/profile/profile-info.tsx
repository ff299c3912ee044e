/**
 * Profile Info (spec 1 §2, §5): name, surname and e-mail are editable only by the account owner, whose change
 * becomes a request for the admin; position and phone by anyone. Only changed fields are sent.
 */
import { useCustomMutation } from '@refinedev/core';
import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { MSG, PROFILE_API, ProfileUpdateRequest, type ProfileUpdateResult } from '@bcu/api/contracts';
import { useNotify } from '../../features/errors/notify';
import { errorNote, successNote } from '../../features/errors/notes';
import { PhoneField } from '../../features/forms/fields';
import { zodField } from '../../features/forms/zod-rule';
import { useIdentity } from '../../features/session/use-identity';
import { restoreSession } from '../../providers/auth-provider';
import { TEXT } from '../../features/texts';
import { changedFields } from './changes';
import { PROFILE_TEXT } from './texts';

const shape = ProfileUpdateRequest.shape;
/** The required form of each field: the request makes every field optional, the form needs each filled. */
const S = {
  firstName: shape.firstName.unwrap(),
  lastName: shape.lastName.unwrap(),
  email: shape.email.unwrap(),
  position: shape.position.unwrap(),
};

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  position: string;
  cellPhone?: { code: string; number: string };
};

export function ProfileInfo() {
  const user = useIdentity();
  const notify = useNotify();
  const { mutate, mutation } = useCustomMutation<ProfileUpdateResult>();
  if (!user) return null;
  const owner = user.type === 'Primary';
  const initial: Values = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    position: user.position ?? '',
    cellPhone: user.cellPhone ?? undefined,
  };

  const submit = (values: Values) => {
    const changes = changedFields<Values>(
      initial,
      owner ? values : { position: values.position, cellPhone: values.cellPhone },
    );
    if (Object.keys(changes).length === 0) {
      notify.message(MSG.profileNotUpdated, PROFILE_TEXT.nothingChanged, 'info');
      return;
    }
    mutate(
      {
        url: PROFILE_API.profile,
        method: 'post',
        values: changes,
        successNotification: (res) => successNote(res?.data.message ?? MSG.success),
        errorNotification: (e) => errorNote(e, MSG.profileNotUpdated),
      },
      // an applied change is the signed-in user's own data: the session reads it again
      { onSuccess: ({ data }) => void (data.outcome === 'applied' && restoreSession()) },
    );
  };

  return (
    <Form<Values> key={user.id} layout="vertical" initialValues={initial} onFinish={submit} noValidate>
      {owner && <Typography.Paragraph type="secondary">{PROFILE_TEXT.ownerApprovalNote}</Typography.Paragraph>}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="firstName" label={TEXT.name} {...zodField(S.firstName)}>
            <Input disabled={!owner} maxLength={255} autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="lastName" label={TEXT.surname} {...zodField(S.lastName)}>
            <Input disabled={!owner} maxLength={255} autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={TEXT.email} {...zodField(S.email)}>
            <Input type="email" disabled={!owner} maxLength={255} autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="position" label={TEXT.position} {...zodField(S.position)}>
            <Input maxLength={255} autoComplete="organization-title" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <PhoneField name="cellPhone" label={TEXT.userPhone} />
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={user.isReadOnly}>
        {PROFILE_TEXT.save}
      </Button>
    </Form>
  );
}
