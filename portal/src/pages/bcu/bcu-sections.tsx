/** The read-only sections of a BCU's tabs (spec 2 §2.12): a sectioned table per tab, amounts as the API sends them. */
import { Descriptions, Table, Typography } from 'antd';
import { MSG, PRECISION, parseDecimal, roundDecimal, type CreditDetail, type CreditEventRow } from '@bcu/api/contracts';
import { formatDate, formatDateTime, formatMj, formatTonnes } from '../../features/format';

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

function Section({ title, items }: { title: string; items: [string, unknown][] }) {
  return (
    <section style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        {items.map(([label, value]) => (
          <Descriptions.Item key={label} label={label}>
            {dash(value)}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </section>
  );
}

export function BcuInfo({ c }: { c: CreditDetail }) {
  const i = c.info;
  return (
    <>
      <Section
        title="BCU"
        items={[
          ['BCU ID', c.BCUID],
          ['Status', c.statusLabel],
          ['BCU Holder', c.bcuHolder],
          ['Registered by', c.issuer?.name],
          ['Origin', c.origin],
          ['Date of registration', formatDate(c.registrationApproveDate)],
          ['Expiry date', formatDate(c.expiresAt)],
          ['Volume (BCU)', formatTonnes(c.volume)],
          ['CO2eq reduction (t)', formatTonnes(c.tonnesOfCO2eq)],
        ]}
      />
      <Section
        title="General information"
        items={[
          ['Product type', i.productType],
          ['Feedstock', i.rawMaterial],
          ['Sustainability certification', i.certificationScheme],
          ['Certification number', i.sustainabilityCertificationNumber],
          ['Certification body', i.certificationBody],
          ['Feedstock certification', i.feedstockCertification],
          ['Conversion process', i.feedstockConversionProcess],
          ['Country of feedstock origin', i.feedstockOriginWithSCSDetail],
          ['PoS number', i.originalPOSNumber],
          ['PoS issue date', formatDate(i.posIssueDate as string)],
        ]}
      />
      <Section
        title="Site information"
        items={[
          ['Name', i.supplierName],
          ['Street 1', i.supplierAddress],
          ['Street 2', i.supplierAddressNumber],
          ['Post code', i.supplierZip],
          ['City', i.supplierCity],
          ['Country', i.supplierCountry],
          ['Chain of custody', i.chainCustodyModel],
        ]}
      />
      <Section
        title="Product information"
        items={[
          ['End product', i.endProduct],
          [
            'Product source',
            i.neatProductSource === 'Supplier'
              ? 'Acquired'
              : i.neatProductSource === 'Self-production'
                ? 'Produced'
                : i.neatProductSource,
          ],
          ['Delivery country', i.deliveryCountry],
          ['Airport', i.airportOfPhysicalEndProductDelivery],
        ]}
      />
    </>
  );
}

export function BcuValues({ c }: { c: CreditDetail }) {
  const v = c.values;
  const batches = v.batches as Record<string, unknown>[];
  return (
    <>
      <Section
        title="BCU Values"
        items={[
          ['Volume (BCU)', formatTonnes(v.volume)],
          ['CO2eq reduction (t)', formatTonnes(v.tonnesOfCO2eq)],
          ['Energy content (MJ)', formatMj(v.neatAmountInMJ as string)],
          ['Lower heating value (MJ/kg)', v.lowerHeatingValue],
          ['LCA GHG value', v.LCAGHGValue],
          ['GHG emission reduction (%)', v.GHGEmissionReduction],
          ['Number of batches', v.batchNumber],
          ['Default ILUC value', v.defaultILUCValue],
          ['Direct land use change', v.directLandUseChangeDisaggregatedValue],
        ]}
      />
      <Table
        size="small"
        rowKey={(b) => String(b.fieldID)}
        pagination={false}
        dataSource={batches}
        locale={{ emptyText: MSG.noResultFound }}
        columns={[
          { title: 'Batch ID', dataIndex: 'fieldID' },
          // spec 2 §9 registration displays: batch mass 5 decimals, LCA GHG value 2
          { title: 'Volume (t)', dataIndex: 'fieldTonnes', render: (t: unknown) => fixed(t, PRECISION.batchMass) },
          { title: 'Production date', dataIndex: 'dateProd', render: (d: string) => formatDate(d) },
          { title: 'LCA GHG value', dataIndex: 'fieldCO2', render: (v: unknown) => fixed(v, PRECISION.lca) },
          { title: 'Delivery date', dataIndex: 'productDeliveryDate', render: (d: string) => formatDate(d) },
          { title: 'Delivery country', dataIndex: 'fieldBatchCountryOf' },
        ]}
        scroll={{ x: true }}
      />
    </>
  );
}

/** A stored decimal string shown with the spec's decimals; anything else as it is. */
function fixed(value: unknown, decimals: number): string {
  const text = value === null || value === undefined ? '' : String(value).replace(/,/g, '');
  try {
    return text ? roundDecimal(parseDecimal(text), decimals) : '';
  } catch {
    return text;
  }
}

export function BcuScope1({ c }: { c: CreditDetail }) {
  return (
    <Section
      title="Scope 1 Info"
      items={[
        ['Scope 1 company', c.scope1.scope1Company?.name],
        ['Credit claim country', c.scope1.creditClaimCountry],
        ['Reporting', c.scope1.reporting],
      ]}
    />
  );
}

export function BcuScope3({ c }: { c: CreditDetail }) {
  return (
    <Section
      title="Scope 3 Info"
      items={[
        ['Scope 3 company', c.scope3.scope3Company?.name],
        ['Scope 3 logistics provider', c.scope3.scope3LogisticCompany?.name],
        ['Anonymous in the retirement statement', c.scope3.scope3Anonymity ? 'Yes' : 'No'],
      ]}
    />
  );
}

export function BcuFacilitator({ c }: { c: CreditDetail }) {
  return (
    <Section
      title="Facilitator"
      items={[
        ['Assigned to Facilitator', c.facilitator.facilitatorName],
        [
          'Assigned amount (BCU)',
          c.facilitator.facilitatorAmount ? formatTonnes(c.facilitator.facilitatorAmount) : null,
        ],
      ]}
    />
  );
}

export function BcuEvents({ events }: { events: CreditEventRow[] }) {
  return (
    <Table
      size="small"
      rowKey="id"
      dataSource={events}
      pagination={{ pageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100] }}
      locale={{ emptyText: MSG.noResultFound }}
      scroll={{ x: true }}
      columns={[
        // a reviewer needs the time of each event (issue 10 §12)
        { title: 'Date and time', dataIndex: 'createdAt', render: (d: string) => formatDateTime(d) },
        { title: 'Event', dataIndex: 'creditEvent' },
        { title: 'BCU ID', dataIndex: 'BCUID', render: dash },
        { title: 'Triggered by', dataIndex: 'triggeredBy' },
        { title: 'Initiator', dataIndex: 'initiatorName', render: dash },
        { title: 'Account', dataIndex: 'accountName', render: dash },
        { title: 'Status before', dataIndex: 'preEventStatus', render: dash },
        { title: 'Status after', dataIndex: 'postEventStatus', render: dash },
        {
          title: 'Amount (BCU)',
          dataIndex: 'amount',
          align: 'right',
          render: (a: string | null) => (a ? formatTonnes(a) : '—'),
        },
        { title: 'BCU Holder', dataIndex: 'bcuHolder', render: dash },
      ]}
    />
  );
}
