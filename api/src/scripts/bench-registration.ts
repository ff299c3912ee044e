/**
 * Bench figure of the BCU registration (spec 2 §2.13, §5, §9): the median time of POST /api/credits/register with a
 * 20-batch registration and a one-page PoS PDF, one request at a time, after a warm-up. Each run has its own PoS
 * number, so every request is a full success (validation, airports, figures, PDF check, one transaction).
 */
import { PDFDocument } from 'pdf-lib';
import { CREDIT_REGISTRATION_API, MAX_REGISTRATION_BATCHES, addDays, isoDay } from '../contracts';

const RUNS = Number(process.env.BENCH_REGISTRATION_RUNS ?? 30);

function payload(posNumber: string) {
  const today = isoDay(new Date());
  return {
    endProductType: 'SAF',
    sustainabilityCertification: 3,
    sustainabilityCertificationNumber: 'RSB-BENCH-1',
    fieldCertif: 'SGS Nederland',
    feedstockCertification: 'RSB CORSIA',
    rawMaterialFeedstock: 1,
    fieldBatchCountry: 'Germany',
    conversionProcess: 'HEFA',
    lowerHeatingValue: '43.15',
    fieldPoSNumber: posNumber,
    posIssueDate: addDays(today, -5),
    fieldName: 'Bench Site',
    fieldStreet1: 'Hafenstrasse 1',
    fieldPost: '20457',
    fieldCity: 'Hamburg',
    fieldCountry: 'Germany',
    doesThirdPartyManage: 'No',
    fieldChain: 'Mass Balance',
    endProduct: 'Unblended',
    radioButton: 'Supplier',
    fieldPoS: '2026/1',
    supPosIssueDate: addDays(today, -9),
    fieldSustainabilityCO2: '1.5',
    fieldSustainabilityLand: '0',
    fieldSustainabilityLandfill: '0',
    fieldSustainabilityRecycling: '0',
    dateSustainabilitySAF: today,
    registrationFlow: 'Manual form',
    batches: Array.from({ length: MAX_REGISTRATION_BATCHES }, (_, i) => ({
      fieldID: `B-${i + 1}`,
      fieldTonnes: '12.345',
      dateProd: addDays(today, -30),
      entryBlendDate: addDays(today, -20),
      fieldCO2: '21.4',
      productDeliveryDate: addDays(today, -3),
      fieldBatchCountryOf: 'Germany',
      fieldSaf: 'FRA',
      fieldDec: ['US IRS BTC', 'Own'],
    })),
  };
}

export async function benchRegistrationSubmit(url: string, token: string) {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Proof of sustainability', { x: 50, y: 780 });
  const pdf = Buffer.from(await doc.save());
  let n = 0;
  const once = async () => {
    const form = new FormData();
    form.append('payload', JSON.stringify(payload(`BENCH-${process.pid}-${++n}`)));
    form.append('posFile', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'pos.pdf');
    const t0 = performance.now();
    const res = await fetch(`${url}/api${CREDIT_REGISTRATION_API.register}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.text();
    if (res.status !== 201) throw new Error(`registration: ${res.status} ${body}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return {
    batches: MAX_REGISTRATION_BATCHES,
    pdfBytes: pdf.length,
    runs: RUNS,
    medianMs: Math.round(times[Math.floor(RUNS / 2)] * 100) / 100,
  };
}
