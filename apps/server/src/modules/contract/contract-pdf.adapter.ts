import { createHash, randomUUID } from 'node:crypto';
import PDFDocument from 'pdfkit';
import type { FileStorage } from '../../lib/file-storage';
import { shanghaiDate } from '../../lib/time';
import { resolveReportFont } from '../valuation/report-pdf.adapter';

/**
 * A contract's text as a PDF, in the bundled CJK font (or VALUATION_REPORT_FONT), the way the
 * valuation report makes its PDFs: pdfkit embeds the subset of glyphs used. Rendered once, when
 * the contract is made; that file is what the preview shows and what is signed.
 */
export function renderContractPdf(
  input: { title: string; contractNo: string; text: string; at: Date },
  configuredFont: string | undefined,
) {
  const font = resolveReportFont(configuredFont);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 60,
    info: { Title: input.title, Subject: input.contractNo, Producer: 'Lending Console', CreationDate: input.at },
  });
  doc.registerFont('cjk', font.file, font.face);
  doc.font('cjk');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(18).text(input.title, { align: 'center' });
  doc.moveDown(0.3).fontSize(10).text(`合同编号：${input.contractNo}`, { align: 'right' });
  doc.moveDown(1).fontSize(11);
  for (const paragraph of input.text.split(/\r?\n/)) doc.text(paragraph || ' ', { lineGap: 4 });
  doc.end();
  return done;
}

/** Renders and stores a contract's PDF once; the row keeps its key, size and hash. */
export async function storeContractPdf(
  files: FileStorage,
  input: { title: string; contractNo: string; text: string; at: Date },
  configuredFont: string | undefined,
) {
  const pdf = await renderContractPdf(input, configuredFont);
  const key = `contracts/${shanghaiDate(input.at).slice(0, 7).replace('-', '/')}/${randomUUID()}.pdf`;
  await files.put(key, pdf);
  return { pdfKey: key, pdfSha256: createHash('sha256').update(pdf).digest('hex'), pdfSize: pdf.length };
}
