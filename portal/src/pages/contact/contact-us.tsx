/**
 * /contact-us (spec 1 §2 "Contact Us", §5 "Contact form"): Name, Surname, Company, Position, Email, Phone,
 * Message (15 rows), a bot check for visitors, Submit. Signed-in users see their identity pre-filled and
 * disabled. Success: 'Your message has been sent', then home.
 */
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCustomMutation } from '@refinedev/core';
import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { ContactRequest, MSG, PUBLIC_API } from '@bcu/api/contracts';
import { AltchaField } from '../../features/captcha/altcha-field';
import { errorNote, successNote } from '../../features/errors/notes';
import { PhoneField } from '../../features/forms/fields';
import { zodField } from '../../features/forms/zod-rule';
import { useIdentity } from '../../features/session/use-identity';
import { TEXT } from '../../features/texts';
import { initialContactValues, signedInRequest, visitorRequest, type ContactValues } from './contact-payload';

const S = ContactRequest.shape;

export const CONTACT_TEXT = {
  title: 'Contact us',
  intro:
    'Questions about the registry, your account or training? Send us a message and we will get back to you by e-mail.',
  company: 'Company',
  email: 'Email',
  message: 'Message',
} as const;

export function ContactUsPage() {
  const user = useIdentity();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<ContactValues>();
  const [captcha, setCaptcha] = useState<string>();
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaError, setCaptchaError] = useState(false);
  const { mutate, mutation } = useCustomMutation();
  const signedIn = !!user;
  const initial = useMemo(() => initialContactValues(user ?? null, params.get('prefield') === 'true'), [user, params]);

  const submit = (values: ContactValues) => {
    if (!signedIn && !captcha) {
      setCaptchaError(true);
      return;
    }
    mutate(
      {
        url: signedIn ? PUBLIC_API.contactSignedIn : PUBLIC_API.contact,
        method: 'post',
        values: signedIn ? signedInRequest(values) : visitorRequest(values, captcha),
        successNotification: () => successNote(MSG.messageSent),
        errorNotification: (e) => errorNote(e),
      },
      {
        onSuccess: () => navigate('/'),
        onError: () => {
          if (signedIn) return;
          setCaptcha(undefined);
          setCaptchaKey((k) => k + 1); // a solution is accepted once
        },
      },
    );
  };

  return (
    <Card className="bcu-card bcu-card-wide">
      <Typography.Title level={2}>{CONTACT_TEXT.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{CONTACT_TEXT.intro}</Typography.Paragraph>
      <Form<ContactValues>
        key={user?.id ?? 'visitor'}
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        scrollToFirstError
        // the ALTCHA checkbox is a required native input: our own rules and message apply instead
        noValidate
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="firstName" label={TEXT.name} {...zodField(S.firstName)}>
              <Input autoComplete="given-name" disabled={signedIn} maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="lastName" label={TEXT.surname} {...zodField(S.lastName)}>
              <Input autoComplete="family-name" disabled={signedIn} maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="companyName" label={CONTACT_TEXT.company} {...zodField(S.companyName)}>
              <Input autoComplete="organization" disabled={signedIn} maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="position" label={TEXT.position} {...(signedIn ? {} : zodField(S.position))}>
              <Input autoComplete="organization-title" disabled={signedIn} maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={CONTACT_TEXT.email} {...zodField(S.email)}>
              <Input type="email" autoComplete="email" disabled={signedIn} maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <PhoneField name="cellPhone" label={TEXT.userPhone} />
          </Col>
        </Row>
        <Form.Item name="message" label={CONTACT_TEXT.message} {...zodField(S.message)}>
          <Input.TextArea rows={15} />
        </Form.Item>
        {!signedIn && (
          <Form.Item
            label={TEXT.captcha}
            required
            validateStatus={captchaError ? 'error' : undefined}
            help={captchaError ? MSG.captchaRequired : undefined}
          >
            <AltchaField
              key={captchaKey}
              label={TEXT.captcha}
              onChange={(p) => {
                setCaptcha(p);
                if (p) setCaptchaError(false);
              }}
            />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" size="large" loading={mutation.isPending}>
          {TEXT.submit}
        </Button>
      </Form>
    </Card>
  );
}
