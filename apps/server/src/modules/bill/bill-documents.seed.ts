import { crc32, deflateSync } from 'node:zlib';
import { BILL_DOCUMENT_TYPE as T, type BillDocumentType, REQUIRED_DOCUMENTS } from '@lc/shared';
import type { Executor } from '../../db/client';
import { billDocumentsRepository } from './bill-documents.repository';

/** Stores one demo image encrypted, as the upload module stores any (seed/seed.ts hands it in): its id. */
export type StoreDemoImage = (uploaderId: number, bytes: Buffer, fileName: string) => Promise<string>;
export type DemoUploader = { id: number; realName: string };

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A 160 × 100 PNG of one colour with a darker band, so each demo type looks apart in the viewer. */
export function demoScan(hue: readonly [number, number, number]): Buffer {
  const [width, height] = [160, 100];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const shade = y > 35 && y < 65 ? 0.6 : 1;
    for (let x = 0; x < width; x++) hue.forEach((c, i) => (row[1 + x * 3 + i] = Math.round(c * shade)));
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

const HUES: Record<BillDocumentType, readonly [number, number, number]> = {
  1: [91, 143, 249],
  2: [240, 160, 60],
  3: [230, 90, 110],
  4: [90, 180, 120],
  5: [150, 110, 200],
  6: [60, 170, 190],
  7: [130, 150, 90],
  9: [160, 160, 160],
};

/**
 * The documents of a demo bill at document review: every required type of its borrow type, or all
 * but the property certificate, so the checklist opens with something to try either way.
 */
export async function seedDemoBillDocuments(
  db: Executor,
  store: StoreDemoImage,
  bill: { id: number; borrowType: number },
  uploader: DemoUploader,
  withoutCertificate: boolean,
) {
  const types = REQUIRED_DOCUMENTS[bill.borrowType as keyof typeof REQUIRED_DOCUMENTS].filter(
    (type) => !(withoutCertificate && type === T.propertyCertificate),
  );
  for (const type of types) {
    const imageId = await store(uploader.id, demoScan(HUES[type]), `demo-${bill.id}-${type}.png`);
    await billDocumentsRepository.insert(db, [
      { billId: bill.id, type, imageId, uploadedBy: uploader.id, uploaderName: uploader.realName },
    ]);
  }
}
