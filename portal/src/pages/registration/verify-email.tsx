/**
 * /verify-email?token=…&accountType=…&companyName=… (spec 1 §2): the link of the confirmation
 * mail. Without a token: 'Token is required.' and login. Otherwise 'Confirm your Identity', then
 * 'Thank you for confirming your email'.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCustomMutation } from '@refinedev/core';
import { Card, Result, Typography } from 'antd';
import { API } from '@bcu/api/contracts';
import { errorNote } from '../../features/errors/notes';
import { TEXT } from '../../features/texts';
import { SERVED_PATHS } from '../../routes';
import { useRequiredToken } from '../auth/use-required-token';
import { IdentityCard, type IdentityValues } from './identity-card';

export function VerifyEmailPage() {
  const token = useRequiredToken();
  const [params] = useSearchParams();
  const [confirmed, setConfirmed] = useState<string>();
  const { mutateAsync } = useCustomMutation<{ email?: string }>();
  if (!token) return null;

  const confirm = (values: IdentityValues) =>
    mutateAsync({
      url: API.confirmEmail,
      method: 'post',
      values: { token, ...values },
      successNotification: false,
      errorNotification: (e) => errorNote(e),
    }).then(
      ({ data }) => setConfirmed(data?.email ?? values.email.trim().toLowerCase()),
      () => undefined,
    );

  if (confirmed) {
    return (
      <Card className="bcu-card">
        <Result
          status="success"
          title={TEXT.thankYouTitle}
          subTitle={TEXT.waitingForReview}
          extra={
            <div style={{ textAlign: 'left' }}>
              <Typography.Paragraph>
                {TEXT.confirmedEmail}: <Typography.Text strong>{confirmed}</Typography.Text>
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary">{TEXT.spamHint}</Typography.Paragraph>
              <Typography.Paragraph>
                {TEXT.questions}{' '}
                {SERVED_PATHS.has('/contact-us') ? (
                  <Link to="/contact-us">{TEXT.contactLinkText}</Link>
                ) : (
                  <Typography.Text>{TEXT.contactLinkText}</Typography.Text>
                )}
              </Typography.Paragraph>
            </div>
          }
        />
      </Card>
    );
  }

  return (
    <IdentityCard
      companyName={params.get('companyName') ?? undefined}
      accountType={params.get('accountType') ?? undefined}
      onSubmit={confirm}
    />
  );
}
