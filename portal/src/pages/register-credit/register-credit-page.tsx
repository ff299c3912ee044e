/**
 * /dashboard/register-credit (spec 2 §2.13): the BCU registration wizard for Secondary users of Supplier companies.
 * Step 1 chooses Manual Registration or Upload data via Excel file (locked while an Excel file is uploaded). Manual:
 * General, Site, Product, Batch information, ICAO CORSIA information (CORSIA schemes only), Summary; Excel: PoS and
 * data upload, Summary. Visited steps can be clicked. The values live in one antd form inside this page, so leaving
 * the page clears them. A company whose certificate validity has ended sees only the 'Certification expired' banner.
 */
import type { ReactNode } from 'react';
import { useCustomMutation, type HttpError } from '@refinedev/core';
import { useStepsForm } from '@refinedev/antd';
import { Alert, App, Button, Card, Form, Radio, Space, Steps, Typography } from 'antd';
import {
  CREDIT_REGISTRATION_API,
  MSG,
  isoDay,
  type CreditRegistrationResult,
  type PosNumberCheck,
} from '@bcu/api/contracts';
import { PageSpinner } from '../../features/shell/app-layout';
import { ErrorDescription } from '../../features/errors/notify';
import { apiErrorOf, errorNote, successNote } from '../../features/errors/notes';
import { showIssues, type ZodIssueLike } from '../../features/forms/zod-rule';
import { RES } from '../../resources';
import { BatchEditor } from './batch-editor';
import { CorsiaStep } from './step-corsia';
import { ExcelStep } from './step-excel';
import { GeneralStep } from './step-general';
import { ProductStep } from './step-product';
import { SiteStep } from './step-site';
import { excelNeedsManualReview, stepIssues } from './step-validation';
import { Summary } from './summary';
import { WIZARD_TEXT } from './texts';
import { useWizardReference, type WizardReference } from './use-reference';
import { useWizardState } from './wizard-state';
import {
  batchStepButton,
  canOpenStep,
  clearsSupplierFile,
  changePatch,
  registrationFailure,
  schemeIsCorsia,
  stepsFor,
  toPayload,
  type StepKey,
} from './wizard-rules';

export function RegisterCreditPage() {
  return (
    <Card className="bcu-card bcu-card-wide">
      <Typography.Title level={2}>{WIZARD_TEXT.title}</Typography.Title>
      <WizardLoader />
    </Card>
  );
}

function WizardLoader() {
  const { data, error } = useWizardReference();
  if (error)
    return (
      <Alert type="error" showIcon message={MSG.error} description={<ErrorDescription err={apiErrorOf(error)} />} />
    );
  if (!data) return <PageSpinner />;
  if (data.status.certificationExpired) return <Alert type="error" showIcon message={MSG.certificationExpired} />;
  return <Wizard reference={data} />;
}

type Values = Record<string, unknown>;

/** The submission's failure: the file or validation title, the message and the details as bullet items. */
function failureNote(e: HttpError) {
  const f = registrationFailure(apiErrorOf(e));
  const text = (
    <div>
      <div>{f.message}</div>
      {f.items.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
          {f.items.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
  return { type: 'error' as const, description: f.title, message: text as unknown as string };
}

function Wizard({ reference }: { reference: WizardReference }) {
  const [state, dispatch] = useWizardState();
  // the registration is sent as multipart (the payload and the PDFs) through Refine's create of 'registrations'
  const { form, onFinish, formLoading } = useStepsForm<CreditRegistrationResult, HttpError, Values>({
    resource: RES.registrations,
    action: 'create',
    meta: { path: CREDIT_REGISTRATION_API.register.slice(1) },
    redirect: false,
    successNotification: () => successNote(MSG.success, MSG.registrationSent),
    errorNotification: (e) => (e ? failureNote(e) : false),
    onMutationSuccess: () => {
      form.resetFields();
      dispatch({ type: 'reset' });
    },
  });
  const { mutateAsync: checkPosNumber } = useCustomMutation<{ exists: boolean }, HttpError, PosNumberCheck>();
  const { modal, notification } = App.useApp();
  const certification = Form.useWatch('sustainabilityCertification', { form, preserve: true });
  const corsia = schemeIsCorsia(reference.schemes, certification);
  const steps = stepsFor(state.mode, corsia);
  const stepIndex = Math.max(0, steps.indexOf(state.step));
  const ctx = (posNumberExists?: boolean) => ({
    today: isoDay(new Date()),
    schemes: reference.schemes,
    feedstockCertifications: reference.feedstockCertifications.map((c) => c.name),
    incentives: reference.incentives.map((i) => i.name),
    posNumberExists,
  });

  const visited = new Set(state.visited);

  const show = (issues: ZodIssueLike[]) => {
    form.setFields(
      form
        .getFieldsError()
        .filter((f) => f.errors.length)
        .map((f) => ({ name: f.name, errors: [] })) as never[],
    );
    showIssues(form, issues);
  };

  // The shared validate flag: once a Next failed, every change re-validates the step (no advance).
  const revalidateStep = (step: StepKey) => {
    if (state.validate && step !== 'summary') show(stepIssues(step, form.getFieldsValue(true), ctx()));
  };
  const revalidate = () => revalidateStep(state.step);
  /** A visited step opened from the steps bar is checked too, once its fields are on screen. */
  const openStep = (step: StepKey) => {
    if (!canOpenStep(step, state.step, visited)) return;
    dispatch({ type: 'open', step });
    setTimeout(() => revalidateStep(step), 0);
  };

  const onValuesChange = (changed: Values) => {
    const patch = changePatch(changed);
    if (clearsSupplierFile(changed.radioButton)) patch.supplierFile = undefined;
    if (Object.keys(patch).length) form.setFieldsValue(patch as never);
    revalidate();
  };

  const posNumberTaken = async (values: Values): Promise<boolean> => {
    const number = typeof values.fieldPoSNumber === 'string' ? values.fieldPoSNumber.trim() : '';
    if (number.length < 3) return false;
    const { data } = await checkPosNumber({
      url: CREDIT_REGISTRATION_API.checkPosNumber,
      method: 'post',
      values: { number },
      errorNotification: (e) => errorNote(e),
    });
    return data.exists;
  };

  const next = async () => {
    const values = form.getFieldsValue(true);
    let taken = false;
    if (state.step === 'general' || state.step === 'upload') {
      try {
        taken = await posNumberTaken(values);
      } catch {
        return; // told by the error notification
      }
    }
    const issues = stepIssues(state.step, values, ctx(taken));
    if (state.step === 'upload' && issues.length && excelNeedsManualReview(issues)) {
      notification.warning({ message: MSG.excelFoundErrors });
      dispatch({ type: 'excelErrors', corsia: schemeIsCorsia(reference.schemes, values.sustainabilityCertification) });
      setTimeout(() => show(stepIssues('general', form.getFieldsValue(true), ctx(taken))), 0);
      return;
    }
    if (issues.length) {
      dispatch({ type: 'validate' });
      show(issues);
      return;
    }
    show([]);
    dispatch({ type: 'advance', steps });
  };

  const submit = async () => {
    const values = form.getFieldsValue(true);
    const body = new FormData();
    body.append(
      'payload',
      JSON.stringify(
        toPayload(values, state.mode, schemeIsCorsia(reference.schemes, values.sustainabilityCertification)),
      ),
    );
    if (values.posFile) body.append('posFile', values.posFile as File);
    if (values.radioButton === 'Supplier' && values.supplierFile)
      body.append('supplierFile', values.supplierFile as File);
    // the wizard keeps what the user typed when the registration is refused (told by the error notification)
    // (the variables are the multipart body, not the form's values)
    await onFinish(body as unknown as Values).catch(() => undefined);
  };

  const confirmSubmit = () =>
    modal.confirm({
      title: WIZARD_TEXT.confirmTitle,
      content: MSG.registrationConfirm,
      okText: WIZARD_TEXT.submit,
      cancelText: WIZARD_TEXT.returnButton,
      onOk: submit,
    });

  const body: Record<StepKey, ReactNode> = {
    general: <GeneralStep reference={reference} />,
    site: <SiteStep reference={reference} form={form} />,
    product: <ProductStep reference={reference} form={form} />,
    batches: <BatchEditor reference={reference} form={form} />,
    corsia: <CorsiaStep />,
    upload: (
      <ExcelStep
        form={form}
        excel={state.excel}
        onUploaded={(upload) => dispatch({ type: 'excelUploaded', upload })}
        onRemoved={() => dispatch({ type: 'excelRemoved' })}
      />
    ),
    summary: <Summary values={form.getFieldsValue(true)} reference={reference} />,
  };
  const firstStep = state.step === 'general' || state.step === 'upload';

  return (
    <>
      <Steps
        current={stepIndex}
        size="small"
        labelPlacement="vertical"
        style={{ marginBottom: 24 }}
        onChange={(i) => openStep(steps[i])}
        items={steps.map((s) => ({ title: WIZARD_TEXT.steps[s], disabled: !visited.has(s) }))}
      />
      {firstStep && (
        <Form.Item
          label={WIZARD_TEXT.modeQuestion}
          colon={false}
          extra={state.excel ? WIZARD_TEXT.modeLocked : undefined}
        >
          <Radio.Group
            value={state.mode}
            disabled={!!state.excel}
            onChange={(e) => {
              form.resetFields();
              dispatch({ type: 'mode', mode: e.target.value });
            }}
            options={[
              { value: 'manual', label: WIZARD_TEXT.manual },
              { value: 'excel', label: WIZARD_TEXT.excel },
            ]}
          />
        </Form.Item>
      )}
      <Typography.Title level={3}>{WIZARD_TEXT.steps[state.step]}</Typography.Title>
      <Form
        form={form}
        layout="vertical"
        preserve
        initialValues={{
          batches: [{}],
          doesThirdPartyManage: 'No',
          radioButton: 'Supplier',
          endProductType: reference.productTypes[0]?.name,
        }}
        onValuesChange={onValuesChange}
        style={{ maxWidth: state.step === 'summary' || state.step === 'batches' ? undefined : 640 }}
      >
        {body[state.step]}
      </Form>
      <Space style={{ marginTop: 16 }} wrap>
        {!firstStep && (
          <Button onClick={() => dispatch({ type: 'back', steps })} disabled={formLoading}>
            {WIZARD_TEXT.back}
          </Button>
        )}
        {state.step === 'summary' ? (
          <Button type="primary" onClick={confirmSubmit} loading={formLoading}>
            {WIZARD_TEXT.submitRegistration}
          </Button>
        ) : (
          <Button type="primary" onClick={() => void next()}>
            {state.step === 'batches'
              ? batchStepButton(corsia)
              : state.step === 'upload'
                ? WIZARD_TEXT.preview
                : WIZARD_TEXT.nextStep}
          </Button>
        )}
      </Space>
    </>
  );
}
