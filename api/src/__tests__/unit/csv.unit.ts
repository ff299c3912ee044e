import { expect } from 'chai';
import { CSV_BOM, csvCell, csvLine } from '../../http/csv';
import { parseCsv } from '../support/csv';

describe('CSV cells (downloads of accounts, users, logs)', () => {
  it('quotes commas, quotes, line breaks and edge spaces, and leaves plain text alone', () => {
    expect(csvCell('plain')).to.equal('plain');
    expect(csvCell('a,b')).to.equal('"a,b"');
    expect(csvCell('say "hi"')).to.equal('"say ""hi"""');
    expect(csvCell('two\nlines')).to.equal('"two\nlines"');
    expect(csvCell(' padded ')).to.equal('" padded "');
  });

  it('writes nothing for null, ISO for dates and JSON for objects', () => {
    expect(csvCell(null)).to.equal('');
    expect(csvCell(undefined)).to.equal('');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).to.equal('2026-01-02T03:04:05.000Z');
    expect(csvCell({ a: 1, b: 'x,y' })).to.equal('"{""a"":1,""b"":""x,y""}"');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const f of ['=1+1', '+41 79', '-2', '@SUM(A1)']) expect(csvCell(f)).to.equal(`'${f}`);
  });

  it('round-trips through an independent parser', async () => {
    const values = ['x', 'a,b', 'q"uote', 'multi\r\nline', 'Zürich', ''];
    const rows = await parseCsv(CSV_BOM + csvLine(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) + csvLine(values));
    expect(rows).to.deep.equal([['h1', 'h2', 'h3', 'h4', 'h5', 'h6'], values]);
  });
});
