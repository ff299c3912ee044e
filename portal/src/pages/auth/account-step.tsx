/** The last step of /login (spec 1 §4): with several accounts, the user picks company and account type. */
import { useEffect, useMemo } from 'react';
import { Button, Form, Select, Space } from 'antd';
import type { CompanyType, LoginAccount } from '@bcu/api/contracts';
import { chosenUserId, companyOptions, lockedOption, typeOptions } from '@bcu/client/account-choice';
import { TEXT } from '../../features/texts';

export function AccountStep({
  form,
  accounts,
  busy,
  onBack,
  onProceed,
}: {
  form: ReturnType<typeof Form.useForm<{ companyId?: string; companyType?: CompanyType }>>[0];
  accounts: LoginAccount[];
  busy: boolean;
  onBack: () => void;
  onProceed: (userId: string) => void;
}) {
  const companyId = Form.useWatch('companyId', form);
  const companyType = Form.useWatch('companyType', form);
  const companies = useMemo(() => companyOptions(accounts), [accounts]);
  const types = useMemo(() => typeOptions(accounts, companyId), [accounts, companyId]);
  const lockedCompany = lockedOption(companies);
  const lockedType = lockedOption(types);

  // spec 1 §4: a select with a single option fills itself and locks
  useEffect(() => {
    if (lockedCompany && companyId !== lockedCompany) form.setFieldValue('companyId', lockedCompany);
  }, [lockedCompany, companyId, form]);
  useEffect(() => {
    if (lockedType && companyType !== lockedType) form.setFieldValue('companyType', lockedType);
    else if (companyType && !types.some((t) => t.value === companyType)) form.setFieldValue('companyType', undefined);
  }, [lockedType, companyType, types, form]);

  const userId = chosenUserId(accounts, companyId, companyType);

  return (
    <>
      <h2>{TEXT.continueTitle}</h2>
      <Form form={form} layout="vertical" onFinish={() => userId && onProceed(userId)} requiredMark={false}>
        <Form.Item name="companyId" label={TEXT.company}>
          <Select options={companies} disabled={Boolean(lockedCompany)} placeholder={TEXT.company} />
        </Form.Item>
        <Form.Item name="companyType" label={TEXT.accountType}>
          <Select options={types} disabled={!companyId || Boolean(lockedType)} placeholder={TEXT.accountType} />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Button onClick={onBack}>{TEXT.back}</Button>
          <Button type="primary" htmlType="submit" disabled={!userId} loading={busy}>
            {TEXT.proceed}
          </Button>
        </Space>
      </Form>
    </>
  );
}
