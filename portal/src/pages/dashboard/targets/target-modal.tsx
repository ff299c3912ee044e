/**
 * New Target / Edit Target modal (spec 2 §2.5, §5 "Targets", §8): impact indicator (GHG only), name (at most 30
 * characters), value in t CO2eq (3 decimals), period of whole months. The spec's success texts as notifications;
 * a refusal shows the server's message and marks the fields it names.
 */
import { useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import {
  MSG,
  TARGET_INDICATOR_LABELS,
  TARGET_NAME_MAX,
  TARGET_TEXT as T,
  TargetName,
  TargetValue,
  type Target,
} from '@bcu/api/contracts';
import { ApiError } from '../../../api/http';
import { apiErrorOf, errorNote, successNote } from '../../../features/errors/notes';
import { showIssues, zodRule } from '../../../features/forms/zod-rule';
import { RES } from '../../../resources';
import { TARGETS_META, periodIssue, toFormValues, toTargetBody, type TargetFormValues } from './target-form';

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
  // the form's values are the months; what is sent is the API's body (toTargetBody)
  // POST /targets or PUT /targets/{id} through Refine; its invalidation of 'targets' refreshes the list and the chart
  const { form, formProps, saveButtonProps } = useForm<Target, HttpError, TargetFormValues | Record<string, unknown>>({
    resource: RES.targets,
    action: target ? 'edit' : 'create',
    id: target?.id,
    meta: TARGETS_META,
    // the row in hand is the record: nothing to read before editing
    queryOptions: { enabled: false },
    redirect: false,
    successNotification: () => successNote(target ? MSG.targetUpdated : MSG.targetCreated),
    errorNotification: (e) => errorNote(e),
    onMutationSuccess: onSaved,
    // the period's months are one field: the API's startDate and endDate messages go to it
    onMutationError: (e) => {
      const err = apiErrorOf(e);
      if (err instanceof ApiError)
        showIssues(
          form,
          err.details.map((d) => ({
            message: d.message,
            path: d.path === 'startDate' || d.path === 'endDate' ? ['period'] : (d.path ?? '').split('.'),
          })),
        );
    },
  });

  return (
    <Modal
      open
      title={target ? T.editTarget : T.newTarget}
      okText={T.save}
      cancelText={T.cancel}
      onOk={saveButtonProps.onClick}
      okButtonProps={{ loading: saveButtonProps.disabled }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        {...formProps}
        layout="vertical"
        initialValues={target ? toFormValues(target) : { indicator: 'GHG' }}
        onFinish={(v) => formProps.onFinish?.(toTargetBody(v as TargetFormValues))}
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
