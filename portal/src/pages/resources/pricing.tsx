/** /resources/pricing — fees of spec 1 §9; the invoice note links the Fee Schedule and the Terms (spec 1 §2). */
import { Table, Typography } from 'antd';
import { useLinks } from '../../features/links/use-links';
import { PRICES, PRICING_NOTES, RESOURCES_TEXT, type PriceRow } from './content';
import { RichText } from './rich-text';

export function PricingPage() {
  const links = useLinks();
  return (
    <section aria-labelledby="pricing-title">
      <Typography.Title id="pricing-title" level={2}>
        {RESOURCES_TEXT.pricingTitle}
      </Typography.Title>
      <Typography.Paragraph>
        <RichText copy={RESOURCES_TEXT.invoiceNote} links={links} />
      </Typography.Paragraph>
      <Table<PriceRow>
        dataSource={[...PRICES]}
        rowKey="key"
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'item', title: 'Item', dataIndex: 'item' },
          { key: 'fee', title: 'Fee', dataIndex: 'fee' },
          { key: 'who', title: 'Account types', dataIndex: 'who' },
        ]}
      />
      <ul style={{ marginTop: 16 }}>
        {PRICING_NOTES.map((n) => (
          <li key={n}>
            <RichText copy={n} />
          </li>
        ))}
      </ul>
    </section>
  );
}
