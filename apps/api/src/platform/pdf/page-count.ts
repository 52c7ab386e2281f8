/** Past this size a record's pages are not counted at upload (parsing holds the whole file in memory). */
export const PAGE_COUNT_MAX_BYTES = 50 * 1024 * 1024;

/** Pages of a PDF, or null when it cannot be read (encrypted oddly, damaged) or is too big to parse. */
export async function countPdfPages(bytes: Uint8Array): Promise<number | null> {
  if (bytes.byteLength > PAGE_COUNT_MAX_BYTES) return null;
  try {
    // pdf-lib loads on first use, not at start-up (0.2 s of CPU).
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
    return doc.getPageCount();
  } catch {
    return null;
  }
}
