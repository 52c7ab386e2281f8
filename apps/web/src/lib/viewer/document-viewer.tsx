import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { ActionIcon, Alert, Box, Group, Modal, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowsHorizontal,
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconPrinter,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Busy } from '../components/busy';
import type { PdfDocument } from './pdf-document';
import { saveBlob } from '../download';
import { printImages } from './print';

export interface ViewerSource {
  name: string;
  /** The bytes to show (a PDF or an image), fetched with whatever grants access. */
  load(): Promise<Blob>;
  /** Download: the viewed bytes by default; a recipient's download goes through its own call. */
  download?: 'viewed' | (() => Promise<void>) | null;
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4];
const clampZoom = (z: number) => Math.min(4, Math.max(0.5, z));

type Loaded = { kind: 'pdf'; blob: Blob; doc: PdfDocument } | { kind: 'image'; blob: Blob; url: string };

/**
 * The in-portal viewer: PDF pages drawn by pdf.js (loaded only now) with their text layer, or an
 * image; zoom, page through, download and print. On a phone it fills the screen, pinch zooms and
 * a swipe turns the page; the page area scrolls inside itself, so the screen never scrolls
 * sideways. Arrow keys turn pages and +/- zoom when the page area has focus.
 */
export function DocumentViewer({ source, onClose }: { source: ViewerSource | null; onClose(): void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={source !== null}
      onClose={onClose}
      fullScreen={phone}
      size="xl"
      title={source?.name ?? ''}
      closeButtonProps={{ 'aria-label': t('sharing.viewer.close') }}
      styles={{ body: { paddingInline: phone ? 8 : undefined } }}
    >
      {source && <ViewerBody source={source} phone={Boolean(phone)} />}
    </Modal>
  );
}

function ViewerBody({ source, phone }: { source: ViewerSource; phone: boolean }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [fitWidth, setFitWidth] = useState(0);
  const [busyAction, setBusyAction] = useState(false);
  const areaRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const touch = useRef<{ x: number; y: number; dist: number | null; ratio: number } | null>(null);
  const [pinch, setPinch] = useState(1);

  useEffect(() => {
    let gone = false;
    let url: string | null = null;
    (async () => {
      const blob = await source.load();
      if (blob.type === 'application/pdf' || source.name.toLowerCase().endsWith('.pdf')) {
        const pdf = await import('./pdf-document');
        const doc = await pdf.openPdf(await blob.arrayBuffer());
        if (!gone) setLoaded({ kind: 'pdf', blob, doc });
      } else {
        url = URL.createObjectURL(blob);
        if (!gone) setLoaded({ kind: 'image', blob, url });
      }
    })().catch((err: unknown) => !gone && setError(err instanceof Error ? err.message : t('messages.serverError')));
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [source, t]);

  // The page area's width is what "fit" means; it changes with rotation and window size.
  useEffect(() => {
    const el = areaRef.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setFitWidth(el.clientWidth - 16));
    ro.observe(el);
    return () => ro.disconnect();
  }, [loaded]);

  const pages = loaded?.kind === 'pdf' ? loaded.doc.numPages : 1;

  useEffect(() => {
    if (loaded?.kind !== 'pdf' || !fitWidth || !canvasRef.current || !textRef.current) return;
    let task: { cancel(): void } | null = null;
    let gone = false;
    (async () => {
      const pdf = await import('./pdf-document');
      const size = await pdf.pageSize(loaded.doc, page);
      if (gone) return;
      task = pdf.renderPage(loaded.doc, page, (fitWidth / size.width) * zoom, canvasRef.current!, textRef.current!);
      await (task as ReturnType<typeof pdf.renderPage>).done;
    })().catch((err: unknown) => !gone && setError(err instanceof Error ? err.message : t('messages.serverError')));
    return () => {
      gone = true;
      task?.cancel();
    };
  }, [loaded, page, zoom, fitWidth, t]);

  const go = useCallback((delta: number) => setPage((p) => Math.min(pages, Math.max(1, p + delta))), [pages]);
  const zoomBy = (dir: 1 | -1) =>
    setZoom((z) => {
      const i = ZOOMS.findIndex((v) => v >= z - 0.001);
      return ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, (i < 0 ? ZOOMS.length - 1 : i) + dir))]!;
    });

  function onKey(e: KeyboardEvent) {
    if (e.key === 'ArrowRight' || e.key === 'PageDown') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft' || e.key === 'PageUp') {
      e.preventDefault();
      go(-1);
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      zoomBy(1);
    } else if (e.key === '-') {
      e.preventDefault();
      zoomBy(-1);
    }
  }

  const dist = (e: TouchEvent) =>
    Math.hypot(e.touches[0]!.clientX - e.touches[1]!.clientX, e.touches[0]!.clientY - e.touches[1]!.clientY);
  function onTouchStart(e: TouchEvent) {
    if (e.touches.length === 2) touch.current = { x: 0, y: 0, dist: dist(e), ratio: 1 };
    else if (e.touches.length === 1)
      touch.current = { x: e.touches[0]!.clientX, y: e.touches[0]!.clientY, dist: null, ratio: 1 };
  }
  function onTouchMove(e: TouchEvent) {
    const s = touch.current;
    if (s?.dist && e.touches.length === 2) {
      s.ratio = dist(e) / s.dist;
      setPinch(s.ratio);
    }
  }
  function onTouchEnd(e: TouchEvent) {
    const s = touch.current;
    touch.current = null;
    if (!s) return;
    if (s.dist) {
      setPinch(1);
      setZoom((z) => clampZoom(z * s.ratio));
      return;
    }
    const end = e.changedTouches[0];
    if (!end) return;
    const dx = end.clientX - s.x;
    const dy = end.clientY - s.y;
    // A swipe turns the page only when the page is not wider than the screen (then it pans).
    const el = areaRef.current;
    const pans = el ? el.scrollWidth > el.clientWidth + 1 : false;
    if (!pans && Math.abs(dx) > 60 && Math.abs(dy) < 50) go(dx < 0 ? 1 : -1);
  }

  async function download() {
    if (!loaded || !source.download) return;
    if (source.download !== 'viewed') {
      setBusyAction(true);
      try {
        await source.download();
      } catch (err) {
        setError(err instanceof Error ? err.message : t('messages.serverError'));
      } finally {
        setBusyAction(false);
      }
      return;
    }
    saveBlob(loaded.blob, source.name);
  }

  async function print() {
    if (!loaded) return;
    setBusyAction(true);
    try {
      const urls =
        loaded.kind === 'pdf' ? await (await import('./pdf-document')).pagesAsImages(loaded.doc) : [loaded.url];
      await printImages(urls, source.name);
    } finally {
      setBusyAction(false);
    }
  }

  if (error)
    return (
      <Alert color="red" role="alert">
        <Text c="red.9">{error}</Text>
      </Alert>
    );
  if (!loaded) return <Busy />;
  const tool = (label: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip label={label} withinPortal={false}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled || busyAction}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Box>
      <Group gap={6} justify="center" mb="xs" wrap="wrap" role="toolbar" aria-label={t('sharing.viewer.toolbar')}>
        {tool(t('sharing.viewer.previous'), <IconChevronLeft size={18} aria-hidden="true" />, () => go(-1), page <= 1)}
        <Text size="sm" aria-live="polite" data-testid="viewer-page">
          {t('sharing.viewer.pageOf', { page, pages })}
        </Text>
        {tool(t('sharing.viewer.next'), <IconChevronRight size={18} aria-hidden="true" />, () => go(1), page >= pages)}
        {tool(
          t('sharing.viewer.zoomOut'),
          <IconZoomOut size={18} aria-hidden="true" />,
          () => zoomBy(-1),
          zoom <= ZOOMS[0]!,
        )}
        <Text size="sm" aria-live="polite" miw={42} ta="center">{`${Math.round(zoom * 100)}%`}</Text>
        {tool(
          t('sharing.viewer.zoomIn'),
          <IconZoomIn size={18} aria-hidden="true" />,
          () => zoomBy(1),
          zoom >= ZOOMS.at(-1)!,
        )}
        {tool(
          t('sharing.viewer.fit'),
          <IconArrowsHorizontal size={18} aria-hidden="true" />,
          () => setZoom(1),
          zoom === 1,
        )}
        {source.download &&
          tool(t('sharing.viewer.download'), <IconDownload size={18} aria-hidden="true" />, () => void download())}
        {tool(t('sharing.viewer.print'), <IconPrinter size={18} aria-hidden="true" />, () => void print())}
      </Group>
      <Box
        ref={areaRef}
        tabIndex={0}
        role="region"
        aria-label={t('sharing.viewer.area', { name: source.name })}
        onKeyDown={onKey}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        data-testid="viewer-area"
        style={{
          overflow: 'auto',
          maxWidth: '100%',
          height: phone ? 'calc(100dvh - 150px)' : '70vh',
          background: 'var(--mantine-color-gray-2)',
          padding: 8,
          touchAction: 'pan-x pan-y',
          overscrollBehavior: 'contain',
        }}
      >
        <div
          style={{
            transform: pinch !== 1 ? `scale(${pinch})` : undefined,
            transformOrigin: 'top left',
            width: 'max-content',
            margin: zoom <= 1 ? '0 auto' : undefined,
          }}
        >
          {loaded.kind === 'pdf' ? (
            <div style={{ position: 'relative', background: 'white', boxShadow: '0 1px 4px rgba(0,0,0,.2)' }}>
              <canvas ref={canvasRef} aria-hidden="true" style={{ display: 'block' }} />
              <div ref={textRef} className="textLayer" data-testid="text-layer" />
            </div>
          ) : (
            <img
              src={loaded.url}
              alt={source.name}
              style={{ display: 'block', width: fitWidth ? fitWidth * zoom : '100%', height: 'auto' }}
            />
          )}
        </div>
      </Box>
    </Box>
  );
}
