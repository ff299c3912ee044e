/** The credits of one statement (an expanded row): certificate number, BCU ID, amounts and the certificate PDF. */
import { useState } from 'react';
import { Button } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { MSG, type PublicStatement, type StatementCredit } from '@bcu/api/contracts';
import { formatTonnes } from '../format';
import { useNotify } from '../errors/notify';
import { DataTable, type DataColumn } from '../tables/data-table';
import { downloadCertificate } from './download';
import { STATEMENT_TEXT as T } from './texts';

export function StatementCredits({ statement }: { statement: PublicStatement }) {
  const notify = useNotify();
  const [busy, setBusy] = useState<string>();
  const download = async (c: StatementCredit) => {
    setBusy(c.id);
    try {
      await downloadCertificate(statement.id, c);
      notify.success(MSG.fileDownloaded);
    } catch (e) {
      notify.error(e);
    } finally {
      setBusy(undefined);
    }
  };
  const columns: DataColumn<StatementCredit>[] = [
    { key: 'sid', title: T.certificate, render: (c) => c.sid },
    { key: 'BCUID', title: T.bcuId, render: (c) => c.BCUID },
    { key: 'amount', title: T.amount, align: 'right', render: (c) => formatTonnes(c.amount) },
    { key: 'co2eq', title: T.co2eq, align: 'right', render: (c) => formatTonnes(c.tonnesOfCO2eq) },
    {
      key: 'pdf',
      title: T.certificatePdf,
      render: (c) => (
        <Button
          type="link"
          icon={<FilePdfOutlined />}
          loading={busy === c.id}
          onClick={() => void download(c)}
          aria-label={`${T.certificatePdf} ${c.sid}`}
        >
          {`certificate_${c.sid}.pdf`}
        </Button>
      ),
    },
  ];
  return (
    <DataTable<StatementCredit>
      size="small"
      rowKey={(c) => c.id}
      rows={statement.credits}
      columns={columns}
      aria-label={`${T.credits} ${statement.RSID}`}
    />
  );
}
