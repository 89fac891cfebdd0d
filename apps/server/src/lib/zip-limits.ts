import { type FileEntry, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import { ImportRefusal } from './import-refusal';

export type ZipLimits = {
  /** The sum of the files' sizes once inflated, as the central directory declares them. */
  maxInflatedBytes: number;
  /** Inflated ÷ compressed, checked for the files larger than `ratioFromBytes` once inflated. */
  maxRatio: number;
  ratioFromBytes: number;
  maxEntries: number;
};

/**
 * The zip's files by name, read from its central directory alone: a zip bomb is refused before a
 * byte is inflated. The declared sizes can lie, so whoever inflates a file counts the bytes too
 * (xlsx-rows.ts does).
 */
export async function checkedZipEntries(bytes: Uint8Array, limits: ZipLimits): Promise<Map<string, FileEntry>> {
  const files = new Map<string, FileEntry>();
  let inflated = 0;
  try {
    for await (const entry of new ZipReader(new Uint8ArrayReader(bytes)).getEntriesGenerator()) {
      if (files.size >= limits.maxEntries) throw new ImportRefusal(422, 'importUnreadable');
      if (entry.directory) continue;
      inflated += entry.uncompressedSize;
      if (inflated > limits.maxInflatedBytes) {
        throw new ImportRefusal(413, 'importInflatedTooLarge', { mb: Math.floor(limits.maxInflatedBytes / 2 ** 20) });
      }
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize > limits.ratioFromBytes && ratio > limits.maxRatio) throw new ImportRefusal(422, 'importRatioAbnormal');
      files.set(entry.filename, entry);
    }
  } catch (error) {
    if (error instanceof ImportRefusal) throw error;
    // No central directory, or a broken one: not a zip we can read.
    throw new ImportRefusal(400, 'importBadFormat');
  }
  return files;
}
