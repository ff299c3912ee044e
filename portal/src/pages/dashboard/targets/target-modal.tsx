/**
 * New Target / Edit Target modal (spec 2 §2.5, §5 "Targets", §8): impact indicator (GHG only), name (at most 30
 * characters), value in t CO2eq (3 decimals), period of whole months. The spec's success texts as notifications;
 * a refusal shows the server's message and marks the fields it names.
 */
import { useState } from 'react';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import {
  MSG,
  TARGET_INDICATOR_LABELS,
  TARGET_NAME_MAX,
  TARGET_TEXT as T,
  TARGETS_API,
  TargetName,
  TargetValue,
  targetPath,
  type Target,
} from '@bcu/api/contracts';
import { api, ApiError } from '../../../api/http';
import { useNotify } from '../../../features/errors/notify';
import { showIssues, zodRule } from '../../../features/forms/zod-rule';
import { periodIssue, toFormValues, toTargetBody, type TargetFormValues } from './target-form';

export function TargetModal({
  target,
  onClose,
  onSaved,
}: {
  /** The target edited; undefined for a new one. */
  target?: Target;
  onClose: () => void;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const [form] = Form.useForm<TargetFormValues>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    let values: TargetFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const body = toTargetBody(values);
      if (target) await api<Target>(targetPath(target.id), { method: 'PUT', body });
      else await api<Target>(TARGETS_API.list, { method: 'POST', body });
      notify.success(target ? MSG.targetUpdated : MSG.targetCreated);
      onSaved();
    } catch (e) {
      if (e instanceof ApiError)
        showIssues(
          form,
          e.details.map((d) => ({
            message: d.message,
            path: d.path === 'startDate' || d.path === 'endDate' ? ['period'] : (d.path ?? '').split('.'),
          })),
        );
      notify.error(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={target ? T.editTarget : T.newTarget}
      okText={T.save}
      cancelText={T.cancel}
      onOk={() => void save()}
      okButtonProps={{ loading: saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TargetFormValues>
        form={form}
        layout="vertical"
        initialValues={target ? toFormValues(target) : { indicator: 'GHG' }}
        onFinish={() => void save()}
      >
        <Form.Item name="indicator" label={T.indicator} required>
          <Select
            aria-label={T.indicator}
            options={Object.entries(TARGET_INDICATOR_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="name" label={T.name} required rules={[zodRule(TargetName)]}>
          <Input aria-label={T.name} maxLength={TARGET_NAME_MAX} showCount autoComplete="off" />
        </Form.Item>
        <Form.Item name="value" label={T.value} required rules={[zodRule(TargetValue)]}>
          <Input aria-label={T.value} inputMode="decimal" suffix={T.valueUnit} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="period"
          label={T.period}
          required
          rules={[
            {
              validator: async (_rule, value: TargetFormValues['period']) => {
                const issue = periodIssue(value);
                if (issue) throw new Error(issue);
              },
            },
          ]}
        >
          <DatePicker.RangePicker
            picker="month"
            format="MM.YYYY"
            placeholder={[T.startMonth, T.endMonth]}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
