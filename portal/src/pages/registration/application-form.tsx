/**
 * /registration mode 1 (spec 1 §2, §4, §5): the company application with 'Company data' and
 * 'Account owner data'. Submit: validate → captcha (unless a token) → account existence check →
 * maybe 'Register a New Account Type' → multipart application → 'Confirm your email address'.
 */
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  App,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Divider,
  Form,
  Input,
  Modal,
  Result,
  Row,
  Select,
  Typography,
  Upload,
} from 'antd';
import type { FormRule, UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import {
  API,
  APPLICABLE_COMPANY_TYPES,
  COMPANY_TYPE_LABELS,
  CompanyApplication,
  LIMITS,
  MSG,
  REGISTRATION_IDENTIFICATIONS,
  existenceOutcome,
  tokenAcceptedFor,
  tokenRequiredFor,
  type AccountExistence,
  type CompanyType,
} from '@bcu/api/contracts';
import { useCustomMutation } from '@refinedev/core';
import { useNotify } from '../../features/errors/notify';
import { errorNote } from '../../features/errors/notes';
import { AltchaField } from '../../features/captcha/altcha-field';
import { CountrySelect, NewPasswordFields, PhoneField } from '../../features/forms/fields';
import { showIssues, zodField } from '../../features/forms/zod-rule';
import { TEXT } from '../../features/texts';
import { buildApplication, type ApplicationValues, type DateLike } from './application-payload';

const shape = CompanyApplication.shape;
const typeOptions = APPLICABLE_COMPANY_TYPES.map((t) => ({ value: t, label: COMPANY_TYPE_LABELS[t] }));
const identificationOptions = REGISTRATION_IDENTIFICATIONS.map((v) => ({ value: v, label: v }));

/** A PDF the API will accept: a real file object, application/pdf, not empty, at most 10 MB (spec 1 §5). */
export function isAcceptablePdf(file: { type?: string; size?: number } | undefined): boolean {
  return Boolean(
    file && file.type === 'application/pdf' && (file.size ?? 0) > 0 && (file.size ?? 0) <= LIMITS.pdfMaxBytes,
  );
}

const letterRule: FormRule = {
  validator: async (_r, list: UploadFile[] | undefined) => {
    const file = list?.[0]?.originFileObj;
    if (!list?.length) throw new Error(MSG.fieldRequired);
    if (!isAcceptablePdf(file)) throw new Error(MSG.invalidPdf);
  },
};

const required = (message: string): FormRule => ({ required: true, message });

export function ApplicationForm({ title }: { title: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { modal } = App.useApp();
  const [form] = Form.useForm<ApplicationValues & { signedCompanyLetter?: UploadFile[] }>();
  const accountType = Form.useWatch('accountType', form) as CompanyType | undefined;
  const tokenValue = Form.useWatch('token', form) as string | undefined;
  const [captcha, setCaptcha] = useState<string>();
  const [captchaKey, setCaptchaKey] = useState(0);
  const [sentTo, setSentTo] = useState<string>();
  // the account existence check, then the multipart application, through Refine's data provider
  const { mutateAsync: check, mutation: checking } = useCustomMutation<AccountExistence>();
  const { mutateAsync: apply, mutation: applying } = useCustomMutation();
  const busy = checking.isPending || applying.isPending;

  const initialValues = useMemo(() => {
    const type = params.get('accountType');
    const name = params.get('accountName');
    return {
      accountType: APPLICABLE_COMPANY_TYPES.includes(type as never) ? (type as CompanyType) : undefined,
      companyName: name ?? undefined,
    };
  }, [params]);

  const supplier = accountType === 'Supplier';
  const showToken = Boolean(accountType && tokenAcceptedFor(accountType));
  const hasToken = showToken && Boolean(tokenValue?.trim());
  // spec 1 §5: the submit button stays locked until the captcha is solved, unless a token is present
  const locked = !hasToken && !captcha;

  const resetCaptcha = () => {
    setCaptcha(undefined);
    setCaptchaKey((k) => k + 1);
  };

  /** Sends the application; a failure shows the error and asks for a new captcha (a solution is accepted once). */
  const send = async (payload: Record<string, unknown>, file: File) => {
    const body = new FormData();
    body.append('payload', JSON.stringify(payload));
    body.append('signedCompanyLetter', file, file.name);
    try {
      await apply({
        url: API.register,
        method: 'post',
        values: body,
        successNotification: false,
        errorNotification: (e) => errorNote(e),
      });
      setSentTo(String(payload.email));
    } catch {
      resetCaptcha();
    }
  };

  const submit = async (values: ApplicationValues & { signedCompanyLetter?: UploadFile[] }) => {
    if (!hasToken && !captcha) {
      notify.message(MSG.captchaRequiredTitle, MSG.captchaRequiredText);
      return;
    }
    const file = values.signedCompanyLetter?.[0]?.originFileObj as File | undefined;
    if (!file || !isAcceptablePdf(file)) {
      notify.message(MSG.fileValidationError, MSG.invalidPdf);
      return;
    }
    const payload = buildApplication(values, captcha);
    const parsed = CompanyApplication.safeParse(payload);
    if (!parsed.success) {
      showIssues(
        form,
        parsed.error.issues.filter((i) => i.path[0] !== 'captchaToken'),
      );
      return;
    }
    const type = parsed.data.accountType;
    let existence: AccountExistence;
    try {
      ({ data: existence } = await check({
        url: API.validateAccount,
        method: 'post',
        values: { email: parsed.data.email, accountType: type, accountName: parsed.data.companyName },
        successNotification: false,
        errorNotification: (e) => errorNote(e),
      }));
    } catch {
      resetCaptcha();
      return;
    }
    const outcome = existenceOutcome(existence, type);
    if (outcome === 'alreadyAssociated') {
      notify.message(MSG.validationError, MSG.alreadyAssociated);
      return;
    }
    if (outcome === 'accountExists') {
      notify.message(MSG.error, MSG.accountAlreadyExists);
      return;
    }
    if (outcome === 'confirmNewType') {
      modal.confirm({
        title: TEXT.newAccountTypeTitle,
        content: TEXT.newAccountTypeText(COMPANY_TYPE_LABELS[type]),
        okText: TEXT.yesCreateAccount,
        cancelText: TEXT.cancel,
        onOk: () => send(parsed.data, file),
      });
      return;
    }
    await send(parsed.data, file);
  };

  const dateOrderRule =
    (which: 'start' | 'end'): FormRule =>
    ({ getFieldValue }) => ({
      validator: async (_r, value: DateLike | null | undefined) => {
        const other = getFieldValue(
          which === 'start' ? 'certificateEndDate' : 'certificateStartDate',
        ) as DateLike | null;
        if (!value || !other) return;
        const a = value.format('YYYY-MM-DD');
        const b = other.format('YYYY-MM-DD');
        if (which === 'start' && a > b) throw new Error(MSG.startAfterEnd);
        if (which === 'end' && a < b) throw new Error(MSG.endBeforeStart);
      },
    });

  return (
    <Card className="bcu-card-wide">
      <Typography.Title level={2}>{title}</Typography.Title>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={initialValues} scrollToFirstError>
        <Typography.Title level={4}>{TEXT.companyData}</Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="companyName" label={TEXT.companyName} {...zodField(shape.companyName)}>
              <Input autoComplete="organization" maxLength={LIMITS.companyNameMax} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="accountType" label={TEXT.accountType} {...zodField(shape.accountType)}>
              <Select options={typeOptions} placeholder={TEXT.accountType} />
            </Form.Item>
          </Col>
          {showToken && accountType && (
            <Col xs={24}>
              <Form.Item
                name="token"
                label={TEXT.token}
                extra={tokenRequiredFor(accountType) ? TEXT.tokenHelpRequired : TEXT.tokenHelpOptional}
                rules={tokenRequiredFor(accountType) ? [required(MSG.tokenRequired)] : []}
                required={tokenRequiredFor(accountType)}
              >
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item
              name="registrationIdentification"
              label={TEXT.registrationIdentification}
              {...zodField(shape.registrationIdentification)}
            >
              <Select options={identificationOptions} placeholder={TEXT.registrationIdentification} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="registrationNumber"
              label={TEXT.registrationNumber}
              {...zodField(shape.registrationNumber)}
            >
              <Input />
            </Form.Item>
          </Col>
          {supplier && (
            <>
              <Col xs={24} md={8}>
                <Form.Item name="rsb" label={TEXT.poNumber} rules={[required(MSG.poNumberRequired)]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="certificateStartDate"
                  label={TEXT.certificateStartDate}
                  dependencies={['certificateEndDate']}
                  rules={[required(MSG.startDateRequired), dateOrderRule('start')]}
                >
                  <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="certificateEndDate"
                  label={TEXT.certificateEndDate}
                  dependencies={['certificateStartDate']}
                  rules={[required(MSG.endDateRequired), dateOrderRule('end')]}
                >
                  <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="streetAddress" label={TEXT.streetAddress} {...zodField(shape.streetAddress)}>
              <Input autoComplete="address-line1" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="streetAddressLineTwo"
              label={TEXT.streetAddressLineTwo}
              {...zodField(shape.streetAddressLineTwo)}
            >
              <Input autoComplete="address-line2" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="zip" label={TEXT.zip} {...zodField(shape.zip)}>
              <Input autoComplete="postal-code" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="city" label={TEXT.city} {...zodField(shape.city)}>
              <Input autoComplete="address-level2" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="country" label={TEXT.country} {...zodField(shape.country)}>
              <CountrySelect />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <PhoneField name="companyPhone" label={TEXT.companyPhone} />
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="website" label={TEXT.website} {...zodField(shape.website)}>
              <Input type="url" autoComplete="url" placeholder="https://" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="signedCompanyLetter"
              label={TEXT.signedCompanyLetter}
              valuePropName="fileList"
              getValueFromEvent={(e: { fileList?: UploadFile[] } | UploadFile[]) =>
                Array.isArray(e) ? e : e?.fileList
              }
              rules={[letterRule]}
              required
            >
              <Upload
                accept="application/pdf,.pdf"
                maxCount={1}
                beforeUpload={(file) => {
                  if (!isAcceptablePdf(file)) {
                    notify.message(MSG.fileValidationError, MSG.invalidPdf);
                    return Upload.LIST_IGNORE;
                  }
                  return false; // kept in the form, sent with the application
                }}
              >
                <Button icon={<UploadOutlined />}>{TEXT.selectPdf}</Button>
              </Upload>
            </Form.Item>
          </Col>
        </Row>

        <Divider />
        <Typography.Title level={4}>{TEXT.accountOwnerData}</Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={TEXT.name} {...zodField(shape.name)}>
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="surname" label={TEXT.surname} {...zodField(shape.surname)}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={TEXT.email} {...zodField(shape.email)}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="position" label={TEXT.position} {...zodField(shape.position)}>
              <Input autoComplete="organization-title" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <PhoneField name="userPhone" label={TEXT.userPhone} />
          </Col>
          <Col xs={24} md={12} />
          <Col xs={24} md={12}>
            <NewPasswordFields mismatch={MSG.passwordsDoNotMatch} />
          </Col>
        </Row>
        <Form.Item name="agreement" valuePropName="checked" {...zodField(shape.agreement)}>
          <Checkbox>{TEXT.agreement}</Checkbox>
        </Form.Item>
        {!hasToken && (
          <Form.Item label={TEXT.captcha} required>
            <AltchaField key={captchaKey} label={TEXT.captcha} onChange={setCaptcha} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" size="large" loading={busy} disabled={locked}>
          {TEXT.submitApplication}
        </Button>
      </Form>

      <Modal
        open={Boolean(sentTo)}
        title={TEXT.confirmEmailTitle}
        onCancel={() => navigate('/login')}
        onOk={() => navigate('/login')}
        okText={TEXT.goToLogin}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Result
          status="success"
          style={{ padding: '8px 0' }}
          subTitle={
            <>
              <p>{TEXT.confirmEmailText(sentTo ?? '')}</p>
              <p>{MSG.applicationSuccess}</p>
              <p>{TEXT.spamHint}</p>
            </>
          }
        />
      </Modal>
    </Card>
  );
}
