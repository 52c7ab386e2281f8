// The pdf.js chunk: imported only when a PDF is opened, so no screen pays for it up front.
import { getDocument, GlobalWorkerOptions, TextLayer, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import './viewer.css';

GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfDocument = PDFDocumentProxy;

/** Opens a PDF from bytes (no network fetches of its own; no eval, for the page's CSP). */
export async function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(data), isEvalSupported: false, enableXfa: false }).promise;
}

/**
 * Draws one page into the canvas at the scale asked (sharp on high-density screens) and lays the
 * page's text over it, transparent, so a screen reader reads it and a person can select it.
 * Answers a cancel function for when the page or the zoom changes before it finishes.
 */
export function renderPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  scale: number,
  canvas: HTMLCanvasElement,
  textLayerDiv: HTMLDivElement,
) {
  let cancelled = false;
  let cancelRender = () => {};
  let textLayer: TextLayer | null = null;
  const done = (async () => {
    const page = await doc.getPage(pageNumber);
    if (cancelled) return null;
    const viewport = page.getViewport({ scale });
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    const task = page.render({ canvas, viewport, transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined });
    cancelRender = () => task.cancel();
    textLayerDiv.replaceChildren();
    textLayerDiv.style.setProperty('--scale-factor', String(scale));
    textLayerDiv.style.setProperty('--total-scale-factor', String(scale));
    textLayer = new TextLayer({ textContentSource: page.streamTextContent(), container: textLayerDiv, viewport });
    await Promise.all([task.promise, textLayer.render()]);
    return { width: viewport.width, height: viewport.height };
  })().catch((err: unknown) => {
    if (cancelled || (err as { name?: string })?.name === 'RenderingCancelledException') return null;
    throw err;
  });
  return {
    done,
    cancel() {
      cancelled = true;
      cancelRender();
      textLayer?.cancel();
    },
  };
}

/** The natural size (scale 1) of a page, to fit it to the width available. */
export async function pageSize(doc: PDFDocumentProxy, pageNumber: number) {
  const page = await doc.getPage(pageNumber);
  const v = page.getViewport({ scale: 1 });
  return { width: v.width, height: v.height };
}

/** Every page as a PNG data URL, for printing (the page's CSP allows no blob: frames). */
export async function pagesAsImages(doc: PDFDocumentProxy, scale = 1.5): Promise<string[]> {
  const out: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
    out.push(canvas.toDataURL('image/png'));
  }
  return out;
}
