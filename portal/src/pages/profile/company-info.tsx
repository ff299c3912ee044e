/**
 * Company Info (spec 1 §2): for company types other than Admin and Auditor, name, identification and address are
 * read-only text; the account owner edits the rest. Only changed fields are sent.
 */
import { useCustom, useCustomMutation } from '@refinedev/core';
import { Button, Col, Descriptions, Form, Input, Row, Select, Spin, Typography } from 'antd';
import {
  COMPANY_TYPE_LABELS,
  CompanyUpdateRequest,
  MSG,
  PROFILE_API,
  REGISTRATION_IDENTIFICATIONS,
  type CompanyInfo,
} from '@bcu/api/contracts';
import { errorNote, successNote } from '../../features/errors/notes';
import { useIdentity } from '../../features/session/use-identity';
import { CountrySelect, PhoneField } from '../../features/forms/fields';
import { zodField } from '../../features/forms/zod-rule';
import { formatDate } from '../../features/format';
import { TEXT } from '../../features/texts';
import { changedFields } from './changes';
import { PROFILE_TEXT } from './texts';
import { CompanyLogo } from './company-logo';

const shape = CompanyUpdateRequest.shape;
type Values = Record<string, unknown>;

/** The editable fields in form order, with their labels. */
const FIELDS: { key: keyof typeof shape; label: string }[] = [
  { key: 'name', label: PROFILE_TEXT.companyName },
  { key: 'registrationIdentification', label: TEXT.registrationIdentification },
  { key: 'registrationNumber', label: TEXT.registrationNumber },
  { key: 'streetAddress', label: TEXT.streetAddress },
  { key: 'streetAddressLineTwo', label: TEXT.streetAddressLineTwo },
  { key: 'zip', label: TEXT.zip },
  { key: 'city', label: TEXT.city },
  { key: 'country', label: TEXT.country },
  { key: 'companyPhone', label: TEXT.companyPhone },
  { key: 'website', label: TEXT.website },
];

const display = (c: CompanyInfo, key: string): string => {
  const v = (c as unknown as Record<string, unknown>)[key];
  if (v && typeof v === 'object') {
    const phone = v as { code: string; number: string };
    return `${phone.code} ${phone.number}`;
  }
  return v ? String(v) : '—';
};

function FieldInput({ field }: { field: (typeof FIELDS)[number] }) {
  if (field.key === 'companyPhone') return <PhoneField name="companyPhone" label={field.label} />;
  const schema = shape[field.key].unwrap();
  const optional = field.key === 'streetAddressLineTwo' || field.key === 'website';
  const rules = optional ? { rules: zodField(schema).rules } : zodField(schema);
  let input = <Input maxLength={255} />;
  if (field.key === 'registrationIdentification')
    input = <Select options={REGISTRATION_IDENTIFICATIONS.map((v) => ({ value: v, label: v }))} />;
  if (field.key === 'country') input = <CountrySelect />;
  return (
    <Form.Item name={field.key} label={field.label} {...rules}>
      {input}
    </Form.Item>
  );
}

export function CompanyInfoPanel() {
  const user = useIdentity();
  const { query } = useCustom<CompanyInfo>({
    url: PROFILE_API.company,
    method: 'get',
    errorNotification: (e) => errorNote(e),
  });
  const { mutate, mutation } = useCustomMutation<CompanyInfo>();
  // the answer itself, not Refine's `result.data` (an empty object until the answer arrives)
  const company = query.data?.data;

  if (!company) return <Spin />;
  const locked = new Set(company.editable ? company.lockedFields : FIELDS.map((f) => f.key));
  const editable = FIELDS.filter((f) => !locked.has(f.key));
  const initial: Values = Object.fromEntries(editable.map((f) => [f.key, (company as unknown as Values)[f.key] ?? '']));

  const submit = (values: Values) => {
    const changes = changedFields(initial, values);
    if (Object.keys(changes).length === 0) return;
    mutate(
      {
        url: PROFILE_API.company,
        method: 'patch',
        values: changes,
        successNotification: () => successNote(MSG.success),
        errorNotification: (e) => errorNote(e, MSG.accountUpdateFailed),
      },
      { onSuccess: () => void query.refetch() },
    );
  };

  return (
    <div>
      <CompanyLogo
        hasLogo={company.hasLogo}
        editable={company.editable && !user?.isReadOnly}
        companyName={company.name}
        onChanged={() => void query.refetch()}
      />
      <Descriptions
        column={{ xs: 1, md: 2 }}
        bordered
        size="small"
        items={[
          { key: 'type', label: PROFILE_TEXT.accountType, children: COMPANY_TYPE_LABELS[company.type] },
          { key: 'status', label: PROFILE_TEXT.status, children: company.status },
          {
            key: 'approved',
            label: PROFILE_TEXT.approvedAt,
            children: company.approvedAt ? formatDate(company.approvedAt) : '—',
          },
          {
            key: 'expires',
            label: PROFILE_TEXT.expiresAt,
            children: company.expiresAt ? formatDate(company.expiresAt) : '—',
          },
          ...FIELDS.filter((f) => locked.has(f.key)).map((f) => ({
            key: f.key,
            label: f.label,
            children: display(company, f.key),
          })),
        ]}
      />
      {company.editable && company.lockedFields.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {PROFILE_TEXT.readOnlyNote}
        </Typography.Paragraph>
      )}
      {editable.length > 0 && (
        <Form<Values>
          key={company.id}
          layout="vertical"
          initialValues={initial}
          onFinish={submit}
          style={{ marginTop: 24 }}
          noValidate
        >
          <Row gutter={16}>
            {editable.map((f) => (
              <Col key={f.key} xs={24} md={12}>
                <FieldInput field={f} />
              </Col>
            ))}
          </Row>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {PROFILE_TEXT.save}
          </Button>
        </Form>
      )}
    </div>
  );
}
