import * as mupdf from 'mupdf';

/**
 * What a test needs to know about a PDF, read with MuPDF (WebAssembly, from npm), so the tests
 * need no poppler or other system tool. MuPDF is AGPL: test-only, never imported from src/.
 */
export type PdfFont = { name: string; embedded: boolean; subset: boolean };
export type PdfImage = { page: number; filters: string[]; width: number; height: number; jpegBytes: boolean };
export type PdfInspection = { pageCount: number; text: string; fonts: PdfFont[]; images: PdfImage[] };
/** A page rendered in grey; dark pixels are counted in a rectangle given in PDF points. */
export type PageBitmap = { width: number; height: number; darkPixels: (box: { x: number; y: number; w: number; h: number }) => number };

const SUBSET_TAG = /^[A-Z]{6}\+/; // PDF 32000 §9.6.4: a subset font's name starts with six capitals and '+'
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** The font's own dictionary (a Type0 font keeps its outlines in its descendant). */
function fontOf(font: mupdf.PDFObject): PdfFont {
  const descendant = font.get('DescendantFonts');
  const outline = descendant.isArray() ? descendant.get(0) : font;
  const descriptor = outline.get('FontDescriptor');
  const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.get(key).isStream());
  const name = outline.get('BaseFont').asName();
  return { name, embedded, subset: SUBSET_TAG.test(name) };
}

/** The stream's filters in decoding order (a JPEG is stored as /DCTDecode). */
function filtersOf(image: mupdf.PDFObject) {
  const filter = image.get('Filter');
  if (filter.isName()) return [filter.asName()];
  return filter.isArray() ? Array.from({ length: filter.length }, (_, i) => filter.get(i).asName()) : [];
}

export function inspectPdf(pdf: Uint8Array): PdfInspection {
  const doc = new mupdf.PDFDocument(pdf);
  try {
    const fonts = new Map<string, PdfFont>();
    const images: PdfImage[] = [];
    const text: string[] = [];
    for (let n = 0; n < doc.countPages(); n++) {
      const page = doc.loadPage(n);
      text.push(page.toStructuredText('').asText());
      const resources = page.getObject().get('Resources');
      resources.get('Font').forEach((font) => {
        const f = fontOf(font);
        fonts.set(f.name, f);
      });
      // Kept as the indirect reference: MuPDF reads a stream's bytes only through one.
      resources.get('XObject').forEach((image) => {
        if (image.get('Subtype').asName() !== 'Image') return;
        images.push({
          page: n + 1,
          filters: filtersOf(image),
          width: image.get('Width').asNumber(),
          height: image.get('Height').asNumber(),
          jpegBytes: isJpeg(image.readRawStream().asUint8Array()),
        });
      });
    }
    return { pageCount: doc.countPages(), text: text.join('\n'), fonts: [...fonts.values()], images };
  } finally {
    doc.destroy();
  }
}

/** Page `index` (0-based) rendered at `dpi` in 8-bit grey on white; "dark" is below 128. */
export function renderPage(pdf: Uint8Array, index: number, dpi = 72): PageBitmap {
  const doc = new mupdf.PDFDocument(pdf);
  try {
    const scale = dpi / 72;
    const pixmap = doc.loadPage(index).toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false);
    const [width, height, stride] = [pixmap.getWidth(), pixmap.getHeight(), pixmap.getStride()];
    const pixels = pixmap.getPixels().slice();
    pixmap.destroy();
    const darkPixels = ({ x, y, w, h }: { x: number; y: number; w: number; h: number }) => {
      let dark = 0;
      for (let row = Math.round(y * scale); row < Math.min(height, Math.round((y + h) * scale)); row++)
        for (let col = Math.round(x * scale); col < Math.min(width, Math.round((x + w) * scale)); col++)
          if (pixels[row * stride + col]! < 128) dark++;
      return dark;
    };
    return { width, height, darkPixels };
  } finally {
    doc.destroy();
  }
}
