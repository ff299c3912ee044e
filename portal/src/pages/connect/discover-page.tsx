/**
 * /connect/discover (spec 3 §2.7): participating companies as cards, filtered by company type, location and
 * industry (multi-select), connection status (not for Admin or SuperAdmin), a search (500 ms debounce) and the
 * offer / looking switch; 10 a page (10, 20, 50, 100). Unless the viewer's company is discoverable or the viewer is
 * Admin or SuperAdmin, the page is blurred under "You're not participating in Registry Connect." with a link to
 * the preferences.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useList } from '@refinedev/core';
import { Card, Input, Pagination, Radio, Select, Skeleton, Space, Spin, Typography } from 'antd';
import {
  CONNECT_API,
  CONNECT_COMPANY_TYPES,
  CONNECT_DISCOVERY_PAGE_SIZE,
  CONNECT_DISCOVERY_PAGE_SIZE_OPTIONS,
  CONNECT_ROUTES,
  CONNECTION_STATES,
  CONNECTION_STATE_LABELS,
  COMPANY_TYPE_LABELS,
  INDUSTRIES,
  type ConnectCompany,
  type ConnectType,
} from '@bcu/api/contracts';
import { useConnectAccess } from './use-connect-access';
import { useDebounced } from '../dashboard/shared/use-debounced';
import { CompanyCard } from './company-card';
import { RequestModal } from './request-modal';
import {
  EMPTY_DISCOVER,
  LOCATION_OPTIONS,
  discoverFilters,
  showsStatusFilter,
  type DiscoverState,
} from './discover-query';
import { useConnectPreferences } from './use-preferences';
import { T } from './texts';
import { EmptyOrError } from '../../features/errors/load-error';

type MultiField = 'type' | 'location' | 'industry' | 'status';
type Options = { value: string; label: string }[] | { label: string; options: { value: string; label: string }[] }[];
/** The multi-select filters in order: company type, location, industry and connection status. */
const MULTI_SELECTS: { field: MultiField; label: string; options: Options }[] = [
  {
    field: 'type',
    label: T.companyType,
    options: CONNECT_COMPANY_TYPES.map((t) => ({ value: t, label: COMPANY_TYPE_LABELS[t] })),
  },
  { field: 'location', label: T.location, options: LOCATION_OPTIONS },
  { field: 'industry', label: T.industry, options: INDUSTRIES.map((i) => ({ value: i, label: i })) },
  {
    field: 'status',
    label: T.status,
    options: CONNECTION_STATES.map((s) => ({ value: s, label: CONNECTION_STATE_LABELS[s] })),
  },
];

export function DiscoverPage() {
  // Admin and SuperAdmin read Discover in admin mode ('connect.admin'): no preferences, no status filter
  const access = useConnectAccess();
  const adminMode = !!access?.admin;
  const { preferences } = useConnectPreferences(!!access && !adminMode);
  const blocked = !adminMode && preferences !== undefined && !preferences.isDiscoverable;

  const [state, setState] = useState<DiscoverState>(EMPTY_DISCOVER);
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const [requesting, setRequesting] = useState<ConnectCompany>();
  const filter = discoverFilters({ ...state, q }, adminMode);
  // a page belongs to the filter it was chosen under: a new filter starts again at page 1
  const [paging, setPaging] = useState({ key: filter.key, current: 1, size: CONNECT_DISCOVERY_PAGE_SIZE });
  const page = { current: paging.key === filter.key ? paging.current : 1, size: paging.size };
  const change = (next: Partial<DiscoverState>) => setState((s) => ({ ...s, ...next }));

  const { result, query } = useList<ConnectCompany>({
    resource: 'connect-discovery',
    meta: { path: CONNECT_API.discovery.slice(1) },
    filters: filter.crud,
    sorters: [{ field: 'name', order: 'asc' }],
    pagination: { currentPage: page.current, pageSize: page.size },
    queryOptions: { enabled: !!access && !blocked },
    // a failed load shows the error state with Retry below: one message, not also Refine's toast (issue 10 §11)
    errorNotification: false,
  });
  const companies = result.data ?? [];
  const total = result.total ?? 0;

  const filters = (
    <div className="bcu-connect-filters" data-testid="connect-filters">
      <div>
        <span className="bcu-connect-label" id="connect-type-label">
          {T.showing}
        </span>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          aria-labelledby="connect-type-label"
          value={state.connectType}
          onChange={(e) => change({ connectType: e.target.value as ConnectType })}
          options={[
            { value: 'offer', label: T.offering },
            { value: 'looking', label: T.lookingFor },
          ]}
        />
      </div>
      <Input.Search
        allowClear
        aria-label={T.search}
        placeholder={T.searchPlaceholder}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {MULTI_SELECTS.filter((m) => m.field !== 'status' || showsStatusFilter(adminMode)).map((m) => (
        <Select<string[]>
          key={m.field}
          mode="multiple"
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label={m.label}
          placeholder={m.label}
          value={state[m.field]}
          onChange={(v) => change({ [m.field]: v })}
          options={m.options}
          maxTagCount="responsive"
          virtual={false}
        />
      ))}
    </div>
  );

  const list = (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {filters}
      <Spin spinning={query.isFetching && !blocked}>
        {companies.length === 0 && !query.isLoading ? (
          <EmptyOrError query={query} empty={T.noCompanies} />
        ) : (
          <div className="bcu-connect-cards" data-testid="connect-cards">
            {companies.map((c) => (
              <CompanyCard key={c.id} company={c} adminMode={adminMode} onRequest={setRequesting} />
            ))}
          </div>
        )}
      </Spin>
      {total > 0 && (
        <Pagination
          current={page.current}
          pageSize={page.size}
          total={total}
          showSizeChanger
          pageSizeOptions={CONNECT_DISCOVERY_PAGE_SIZE_OPTIONS.map(String)}
          showTotal={(n) => T.companiesFound(n)}
          onChange={(current, size) => setPaging({ key: filter.key, current: size === page.size ? current : 1, size })}
          align="end"
        />
      )}
    </Space>
  );

  return (
    <div data-testid="connect-discover">
      {blocked ? (
        <div className="bcu-connect-blocked">
          <div className="bcu-connect-blurred" inert aria-hidden>
            {filters}
            <div className="bcu-connect-cards" style={{ marginTop: 16 }}>
              {[1, 2, 3].map((n) => (
                <Card key={n} size="small">
                  <Skeleton avatar paragraph={{ rows: 4 }} />
                </Card>
              ))}
            </div>
          </div>
          <div className="bcu-connect-overlay">
            <div className="bcu-connect-overlay-box" role="region" aria-label={T.notParticipating}>
              <Typography.Title level={3}>{T.notParticipating}</Typography.Title>
              <Link to={CONNECT_ROUTES.preferences}>{T.enableLink}</Link>
            </div>
          </div>
        </div>
      ) : (
        list
      )}
      {requesting && (
        <RequestModal
          company={requesting}
          onClose={() => setRequesting(undefined)}
          onSent={() => {
            setRequesting(undefined);
            void query.refetch();
          }}
        />
      )}
    </div>
  );
}
