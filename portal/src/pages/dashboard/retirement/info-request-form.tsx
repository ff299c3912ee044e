/**
 * Information request (spec 2 §2.9): ask an Airline connection (not created by a facilitator) for the Scope 1
 * information of the selected BCU. An ongoing request shows 'There is an ongoing request for the selected BCU ID';
 * after success the button stays disabled until the selection changes.
 */
import { useState } from 'react';
import { useForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { Alert, Button, Form, Select, Typography } from 'antd';
import { MSG, TRADING_API, TRADING_TEXTS } from '@bcu/api/contracts';
import { errorNote, successNote } from '../../../features/errors/notes';
import { RES } from '../../../resources';
import { TRADE_TEXT } from '../shared/trade-texts';
import { useRecipients } from '../shared/use-credits';

interface InfoRequestBody {
  creditId: string;
  companyId: string;
}

export function InfoRequestForm({ creditId, ongoing }: { creditId: string; ongoing: boolean }) {
  const { recipients, loading } = useRecipients(creditId, TRADING_API.infoRequestTargets);
  const [sent, setSent] = useState(false);
  // POST /trading/info-requests through Refine: the sent requests' lists refresh by its invalidation
  const { formProps, saveButtonProps } = useForm<BaseRecord, HttpError, InfoRequestBody>({
    resource: RES.infoRequests,
    action: 'create',
    meta: { path: TRADING_API.infoRequests.slice(1) },
    redirect: false,
    successNotification: () => successNote(TRADING_TEXTS.infoRequestSent),
    errorNotification: (e) => errorNote(e),
    onMutationSuccess: () => setSent(true),
  });

  return (
    <Form
      {...formProps}
      layout="vertical"
      onFinish={(v) => formProps.onFinish?.({ creditId, companyId: v.companyId })}
      style={{ maxWidth: 560 }}
      data-testid="info-request-form"
    >
      <Typography.Title level={4}>{TRADE_TEXT.infoRequestTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{TRADE_TEXT.noScope1}</Typography.Paragraph>
      {(ongoing || sent) && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message={TRADING_TEXTS.ongoingInfoRequest} />
      )}
      <Form.Item
        name="companyId"
        label={TRADE_TEXT.company}
        rules={[{ required: true, message: MSG.fieldRequiredDot }]}
      >
        <Select
          showSearch
          loading={loading}
          optionFilterProp="label"
          aria-label={TRADE_TEXT.company}
          options={recipients.map((r) => ({ value: r.id, label: `${r.name} (${r.country})` }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saveButtonProps.disabled} disabled={ongoing || sent}>
        {TRADE_TEXT.sendRequest}
      </Button>
    </Form>
  );
}
