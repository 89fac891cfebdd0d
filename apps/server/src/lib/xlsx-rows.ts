/**
 * The first sheet of an .xlsx as rows of text, read as streams (zip.js inflates, saxes parses):
 * memory stays bounded by the limits whatever the file holds. Runs in a worker thread
 * (xlsx-rows.worker.ts); sheet-reader.ts is the server thread's side.
 */
import { type FileEntry, configure } from '@zip.js/zip.js';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { ImportRefusal } from './import-refusal';
import { type ZipLimits, checkedZipEntries } from './zip-limits';

export type SheetLimits = ZipLimits & {
  /** Rows with a value after the header row (row 1). */
  maxRows: number;
  maxCellChars: number;
  /** The columns read, from A; the cells beyond are skipped unread. */
  columns: number;
};
export type SheetRow = { row: number; cells: string[] };
/** Row 1 is the header; the rows after it that hold a value keep their number in the sheet. */
export type Sheet = { header: string[]; rows: SheetRow[] };
/** What the worker answers. */
export type SheetAnswer = { sheet: Sheet | null } | { refusal: Pick<ImportRefusal, 'httpStatus' | 'key' | 'vars'> };

type Handlers = {
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
};

/** The bytes every file read may still inflate: the central directory's sizes may lie. */
type Budget = { left: number; limit: number };

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Streams one file's XML through a SAX parser, counting what is inflated against the budget. */
async function parseXml(entry: FileEntry, budget: Budget, on: Handlers): Promise<void> {
  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) => on.open?.(localName(tag.name), tag.attributes));
  parser.on('closetag', (tag: SaxesTagPlain) => on.close?.(localName(tag.name)));
  if (on.text) {
    parser.on('text', on.text);
    parser.on('cdata', on.text);
  }
  const decoder = new TextDecoder();
  // The stream reports a failure of its own; the refusal thrown while parsing is the one to answer.
  let failure: unknown;
  const sink = new WritableStream<Uint8Array>({
    write(chunk) {
      try {
        budget.left -= chunk.byteLength;
        if (budget.left < 0) throw new ImportRefusal(413, 'importInflatedTooLarge', { mb: Math.floor(budget.limit / 2 ** 20) });
        parser.write(decoder.decode(chunk, { stream: true }));
      } catch (error) {
        failure = error;
        throw error;
      }
    },
  });
  try {
    await entry.getData(sink);
    parser.write(decoder.decode()).close();
  } catch (error) {
    if (failure instanceof ImportRefusal || error instanceof ImportRefusal) throw failure ?? error;
    throw new ImportRefusal(422, 'importUnreadable');
  }
}

/** A zip path from a relationship's target, which is relative to xl/ unless it starts with /. */
const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/** The first sheet's file and the shared strings' file, from the workbook and its relationships. */
async function workbookParts(files: Map<string, FileEntry>, budget: Budget) {
  const workbook = files.get('xl/workbook.xml');
  const rels = files.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw new ImportRefusal(400, 'importBadFormat');
  let firstSheetId: string | undefined;
  await parseXml(workbook, budget, {
    open(name, attributes) {
      if (name !== 'sheet' || firstSheetId !== undefined) return;
      firstSheetId = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1] ?? '';
    },
  });
  let sheet: string | undefined;
  let sharedStrings: string | undefined;
  await parseXml(rels, budget, {
    open(name, { Id, Type, Target }) {
      if (name !== 'Relationship' || !Target) return;
      if (Id === firstSheetId) sheet = partPath(Target);
      if (Type?.endsWith('/sharedStrings')) sharedStrings = partPath(Target);
    },
  });
  return { sheet: sheet ? files.get(sheet) : undefined, sharedStrings: sharedStrings ? files.get(sharedStrings) : undefined };
}

/**
 * The shared strings, each kept to one character over the cell limit: a cell that uses a longer
 * one is refused when it is read, and a long string no read cell uses costs nothing.
 */
async function readSharedStrings(entry: FileEntry | undefined, budget: Budget, keep: number): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let current = '';
  let inText = false;
  // Phonetic runs (rPh) carry their own <t>, which is not part of the string.
  let inPhonetic = false;
  await parseXml(entry, budget, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    },
    text(text) {
      if (inText && current.length < keep) current += text.slice(0, keep - current.length);
    },
    close(name) {
      if (name === 'si') strings.push(current);
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
  });
  return strings;
}

/** 'A' → 0, 'AB' → 27: the column of a cell reference such as AB12. */
function columnOf(reference: string): number {
  let column = 0;
  for (const letter of reference.match(/^[A-Z]+/i)?.[0].toUpperCase() ?? '') column = column * 26 + letter.charCodeAt(0) - 64;
  return column - 1;
}

/** A cell's text as exceljs gave it: numbers as JavaScript writes them, booleans as true/false. */
function cellText(type: string, raw: string, shared: string[]): string {
  if (type === 's') return shared[Number(raw)] ?? '';
  if (type === 'b') return raw === '1' ? 'true' : 'false';
  if (type === 'n' && raw.trim() !== '' && Number.isFinite(Number(raw))) return String(Number(raw));
  return raw;
}

async function readRows(entry: FileEntry, budget: Budget, shared: string[], limits: SheetLimits): Promise<Sheet> {
  const sheet: Sheet = { header: [], rows: [] };
  const tooLong = () => new ImportRefusal(400, 'importCellTooLong', { max: limits.maxCellChars });
  let row = { number: 0, cells: [] as string[] };
  let cell = { column: -1, type: 'n', raw: '', read: false };
  let inValue = false;
  let inPhonetic = false;
  await parseXml(entry, budget, {
    open(name, attributes) {
      if (name === 'row') {
        row = { number: attributes.r ? Number(attributes.r) : row.number + 1, cells: [] };
        cell.column = -1;
      } else if (name === 'c') {
        const column = attributes.r ? columnOf(attributes.r) : cell.column + 1;
        cell = { column, type: attributes.t ?? 'n', raw: '', read: column >= 0 && column < limits.columns };
      } else if (name === 'rPh') inPhonetic = true;
      else if ((name === 'v' || name === 't') && !inPhonetic) inValue = cell.read;
    },
    text(text) {
      if (!inValue) return;
      cell.raw += text;
      if (cell.raw.length > limits.maxCellChars) throw tooLong();
    },
    close(name) {
      if (name === 'v' || name === 't') inValue = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'c' && cell.read) {
        const text = cellText(cell.type, cell.raw, shared).trim();
        if (text.length > limits.maxCellChars) throw tooLong();
        row.cells[cell.column] = text;
      } else if (name === 'row') {
        const cells = Array.from({ length: limits.columns }, (_, i) => row.cells[i] ?? '');
        if (row.number === 1) sheet.header = cells;
        else if (cells.some((c) => c !== '')) {
          sheet.rows.push({ row: row.number, cells });
          if (sheet.rows.length > limits.maxRows) throw new ImportRefusal(400, 'importTooManyRows', { max: limits.maxRows });
        }
      }
    },
  });
  return sheet;
}

/**
 * The first sheet of the workbook, or null when it has none. Refused (ImportRefusal) when the zip
 * would inflate too far, is not a workbook, or holds too many rows or too long a cell; reading
 * stops at the first refusal.
 */
export async function readSheet(bytes: Uint8Array, limits: SheetLimits): Promise<Sheet | null> {
  // Inflation runs in this thread's streams; zip.js's web workers are for browsers.
  configure({ useWebWorkers: false });
  const files = await checkedZipEntries(bytes, limits);
  const budget = { left: limits.maxInflatedBytes, limit: limits.maxInflatedBytes };
  const parts = await workbookParts(files, budget);
  if (!parts.sheet) return null;
  const shared = await readSharedStrings(parts.sharedStrings, budget, limits.maxCellChars + 1);
  return readRows(parts.sheet, budget, shared, limits);
}
