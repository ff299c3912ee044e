/**
 * The auditor header's company selector (spec 1 §2): 'Viewing:' with a 'Select company' select of up to 100
 * companies by name (GET /api/auditor/companies); the only company is chosen by itself, a company no longer
 * listed is dropped. Shown to users with the Auditor role only.
 */
import { useEffect, useId } from 'react';
import { useCustom } from '@refinedev/core';
import { Select } from 'antd';
import { AUDITOR_API, AUDITOR_TEXT, auditorSelection, type AuditorCompany } from '@bcu/api/contracts';
import { useSession } from '../session/session-store';
import { useAuditorAccount } from './use-auditor-account';
import './auditor.css';

function Selector({ userId }: { userId: string }) {
  const id = useId();
  const { accountId, setAccountId } = useAuditorAccount(userId);
  const { result, query } = useCustom<AuditorCompany[]>({
    url: AUDITOR_API.companies,
    method: 'get',
    queryOptions: { queryKey: ['auditor-companies', userId] },
    errorNotification: false,
  });
  const companies = result.data;
  useEffect(() => {
    if (!query.isSuccess || !Array.isArray(companies)) return;
    const next = auditorSelection(companies, accountId);
    if (next !== accountId) setAccountId(next);
  }, [query.isSuccess, companies, accountId, setAccountId]);

  return (
    <span className="bcu-auditor-viewing">
      <label htmlFor={id}>{AUDITOR_TEXT.viewing}</label>
      <Select
        id={id}
        className="bcu-auditor-select"
        placeholder={AUDITOR_TEXT.selectCompany}
        value={accountId}
        onChange={(v: string) => setAccountId(v)}
        loading={query.isLoading}
        showSearch
        optionFilterProp="label"
        popupMatchSelectWidth={false}
        options={(Array.isArray(companies) ? companies : []).map((c) => ({ value: c.id, label: c.name }))}
      />
    </span>
  );
}

export function AuditorCompanySelect() {
  const { user } = useSession();
  if (!user || user.role !== 'Auditor') return null;
  return <Selector userId={user.id} />;
}
