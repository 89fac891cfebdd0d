import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { AppError, keyed } from '../../lib/errors';

/**
 * Noto Sans SC (OFL) from npm, so reports need no system font. Its package is built for Expo
 * (its index requires .ttf files), so only the file's path is resolved, never the module.
 */
const BUNDLED_FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

export class ReportFontMissing extends AppError {
  constructor(tried: string[]) {
    super(500, 500, keyed('valuationFontMissing'), { tried });
  }
}

const bundledFontFile = () => {
  try {
    return createRequire(import.meta.url).resolve(BUNDLED_FONT);
  } catch {
    return BUNDLED_FONT; // not installed: reported as tried below
  }
};

/**
 * VALUATION_REPORT_FONT (a .ttc needs its face: path#PostScriptName) or the bundled font. A
 * configured font that is missing is an error, not a silent fallback; and never boxes for text.
 */
export function resolveReportFont(configured: string | undefined) {
  const [file, face] = (configured ? configured.split('#') : [bundledFontFile()]) as [string, string | undefined];
  if (!fs.existsSync(file)) throw new ReportFontMissing([file]);
  return { file, face };
}

export type ReportContent = {
  title: string;
  generatedAt: string;
  /** Label → value rows, in order, per section. */
  sections: { heading: string; rows: [string, string][] }[];
  images: { type: string; description: string; jpeg: Buffer }[];
};

/**
 * The evaluation report as a PDF. pdfkit embeds only the glyphs used (a subset of the CJK font),
 * so a report stays small although the font file is ~10 MB.
 */
export function renderReportPdf(content: ReportContent, font: { file: string; face?: string | undefined }): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: content.title, Producer: 'Lending Console' } });
  doc.registerFont('cjk', font.file, font.face);
  doc.font('cjk');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20).text(content.title, { align: 'center' });
  doc.moveDown(0.3).fontSize(9).fillColor('#666').text(`生成时间：${content.generatedAt}`, { align: 'center' }).fillColor('#000');
  for (const section of content.sections) {
    doc.moveDown(0.8).fontSize(13).text(section.heading);
    doc
      .moveTo(50, doc.y + 2)
      .lineTo(545, doc.y + 2)
      .strokeColor('#999')
      .stroke();
    doc.moveDown(0.4).fontSize(10);
    for (const [label, value] of section.rows) doc.text(`${label}：${value || '—'}`);
  }
  if (content.images.length) {
    doc.addPage().fontSize(13).text('现场图片');
    // Two per row, two rows: the report's at most four images fit one page.
    content.images.forEach((image, i) => {
      const x = 50 + (i % 2) * 255;
      const y = 90 + Math.floor(i / 2) * 330;
      doc.image(image.jpeg, x, y, { fit: [240, 280] });
      doc.fontSize(9).text(`${image.type}${image.description ? `：${image.description}` : ''}`, x, y + 290, { width: 240 });
    });
  }
  doc.end();
  return done;
}
