/**
 * The Summary (spec 2 §2.13, §9): numbered sections 1 General information, 2 Site information, 3 Supplier
 * Information or Final Production Site Information, 4 Batch information, 5 ICAO CORSIA information (CORSIA only),
 * and Total values (6 with CORSIA, otherwise 5). Displays: batch mass 5 decimals, energy 0, LCA 2, reduction 5,
 * CORSIA 3, CO2eq 3.
 */
import type { ReactNode } from 'react';
import { Descriptions, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { PRECISION, parseDecimal, roundDecimal, stripThousands } from '@bcu/api/contracts';
import { batchFigures, registrationFigures } from './figures';
import { DATE_FORMAT } from './fields';
import { fieldLabel, WIZARD_TEXT } from './texts';
import type { WizardReference } from './use-reference';
import { displayReduction, summaryIsCorsia, summarySections, type SummarySection } from './wizard-rules';

type Values = Record<string, unknown>;

const fixed = (v: unknown, decimals: number): string => {
  const s = typeof v === 'string' ? stripThousands(v.trim()) : '';
  try {
    return s ? roundDecimal(parseDecimal(s), decimals) : WIZARD_TEXT.none;
  } catch {
    return s;
  }
};
const date = (v: unknown) => (typeof v === 'string' && v ? dayjs(v).format(DATE_FORMAT) : WIZARD_TEXT.none);
const text = (v: unknown) => (v === undefined || v === null || v === '' ? WIZARD_TEXT.none : String(v));
const fileName = (v: unknown) => (v && typeof v === 'object' && 'name' in v ? String((v as File).name) : WIZARD_TEXT.none);

function items(keys: string[], values: Values, show: Record<string, (v: unknown) => string> = {}) {
  return keys.map((k) => ({ key: k, label: fieldLabel(k), children: (show[k] ?? text)(values[k]) }));
}

export function Summary({ values, reference }: { values: Values; reference: WizardReference }) {
  const corsia = summaryIsCorsia(values.sustainabilityCertification);
  const sections = summarySections(corsia, values.radioButton);
  const figures = registrationFigures(values, reference.schemes);
  const perBatch = batchFigures(values, reference.schemes);
  const schemeName = (v: unknown) => reference.schemes.find((s) => s.id === v)?.name ?? text(v);
  const feedstockName = (v: unknown) => reference.feedstocks.find((f) => f.id === v)?.name ?? text(v);
  const batches = Array.isArray(values.batches) ? (values.batches as Values[]) : [];

  const body: Record<SummarySection['key'], ReactNode> = {
    general: (
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          ...items(
            ['endProductType', 'sustainabilityCertification', 'sustainabilityCertificationNumber', 'fieldCertif', 'feedstockCertification', 'rawMaterialFeedstock', 'fieldBatchCountry', 'conversionProcess', 'lowerHeatingValue', 'fieldPoSNumber', 'posIssueDate'],
            values,
            { sustainabilityCertification: schemeName, rawMaterialFeedstock: feedstockName, posIssueDate: date },
          ),
          { key: 'posFile', label: WIZARD_TEXT.posPdf, children: fileName(values.posFile) },
        ]}
      />
    ),
    site: (
      <Descriptions
        bordered
        size="small"
        column={1}
        items={items(['fieldName', 'fieldStreet1', 'fieldStreet2', 'fieldPost', 'fieldCity', 'fieldCountry', 'doesThirdPartyManage', 'companyName', 'fieldChain'], values)}
      />
    ),
    product: (
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          ...items(['endProduct'], values),
          { key: 'source', label: WIZARD_TEXT.productSource, children: values.radioButton === 'Self-production' ? WIZARD_TEXT.produced : WIZARD_TEXT.acquired },
          ...(values.radioButton === 'Self-production'
            ? items(['blendFieldName', 'blendFieldStreet1', 'blendFieldStreet2', 'blendFieldPost', 'blendFieldCity', 'blendFieldCountry'], values)
            : [
                ...items(['fieldPoS', 'supPosIssueDate'], values, { supPosIssueDate: date }),
                { key: 'supplierFile', label: WIZARD_TEXT.supplierPdf, children: fileName(values.supplierFile) },
              ]),
        ]}
      />
    ),
    batches: (
      <Table
        size="small"
        pagination={false}
        scroll={{ x: true }}
        rowKey={(_, i) => String(i)}
        dataSource={batches}
        columns={[
          { title: fieldLabel('fieldID'), dataIndex: 'fieldID' },
          { title: fieldLabel('fieldTonnes'), dataIndex: 'fieldTonnes', render: (v) => fixed(v, PRECISION.batchMass) },
          { title: WIZARD_TEXT.energy, key: 'mj', render: (_, __, i) => perBatch[i]?.energyMJ ?? WIZARD_TEXT.none },
          { title: fieldLabel('dateProd'), dataIndex: 'dateProd', render: date },
          { title: fieldLabel('entryBlendDate'), dataIndex: 'entryBlendDate', render: date },
          ...(batches.some((b) => b.dateBlend) ? [{ title: fieldLabel('dateBlend'), dataIndex: 'dateBlend', render: date }] : []),
          { title: fieldLabel('fieldCO2'), dataIndex: 'fieldCO2', render: (v) => fixed(v, PRECISION.lca) },
          { title: WIZARD_TEXT.ghgReduction, key: 'ghg', render: (_, __, i) => perBatch[i]?.ghgReduction ?? WIZARD_TEXT.none },
          { title: fieldLabel('productDeliveryDate'), dataIndex: 'productDeliveryDate', render: date },
          { title: fieldLabel('fieldBatchCountryOf'), dataIndex: 'fieldBatchCountryOf', render: text },
          { title: fieldLabel('fieldSaf'), dataIndex: 'fieldSaf', render: text },
          { title: fieldLabel('fieldRsb'), dataIndex: 'fieldRsb', render: text },
          { title: fieldLabel('fieldDec'), dataIndex: 'fieldDec', render: (v: unknown) => (Array.isArray(v) && v.length ? v.join(', ') : WIZARD_TEXT.none) },
        ]}
      />
    ),
    corsia: (
      <Descriptions
        bordered
        size="small"
        column={1}
        items={items(
          ['fieldSustainabilityCO2', 'fieldSustainabilityLand', 'fieldSustainabilityLandfill', 'fieldSustainabilityRecycling', 'dateSustainabilitySAF'],
          values,
          {
            fieldSustainabilityCO2: (v) => fixed(v, 3),
            fieldSustainabilityLand: (v) => fixed(v, 3),
            fieldSustainabilityLandfill: (v) => fixed(v, 3),
            fieldSustainabilityRecycling: (v) => fixed(v, 3),
            dateSustainabilitySAF: date,
          },
        )}
      />
    ),
    totals: figures ? (
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'baseline', label: WIZARD_TEXT.totals.baseline, children: figures.baselineValue },
          { key: 'count', label: WIZARD_TEXT.totals.batchCount, children: figures.totals.batchCount },
          { key: 'tonnes', label: WIZARD_TEXT.totals.totalTonnes, children: figures.totals.totalTonnes },
          { key: 'avgTonnes', label: WIZARD_TEXT.totals.averageTonnes, children: figures.totals.averageTonnes },
          { key: 'mj', label: WIZARD_TEXT.totals.totalMJ, children: figures.totals.totalMJ },
          { key: 'lca', label: WIZARD_TEXT.totals.averageLcaValue, children: figures.totals.averageLcaValue },
          { key: 'ghg', label: WIZARD_TEXT.totals.weightedGhgReduction, children: displayReduction(figures.totals.weightedGhgReduction) },
          { key: 'co2', label: WIZARD_TEXT.totals.totalCo2eqTonnes, children: <strong data-testid="total-co2eq">{figures.totals.totalCo2eqTonnes}</strong> },
        ]}
      />
    ) : (
      <Typography.Text>{WIZARD_TEXT.none}</Typography.Text>
    ),
  };

  return (
    <div className="bcu-register-summary">
      {sections.map((s) => (
        <section key={s.key} aria-labelledby={`summary-${s.key}`} style={{ marginBottom: 24 }}>
          <Typography.Title level={4} id={`summary-${s.key}`}>
            {`${s.number}. ${s.title}`}
          </Typography.Title>
          {body[s.key]}
        </section>
      ))}
    </div>
  );
}
