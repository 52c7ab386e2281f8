import './print.css';

/**
 * Prints images (a PDF's rendered pages, or a photo) and nothing else of the page: they go into a
 * print-only container, the rest of the page is hidden for print. No blob: frame is needed (the
 * page's CSP allows frames from our origin only).
 */
export async function printImages(urls: string[], label: string) {
  const root = document.createElement('div');
  root.id = 'print-root';
  root.setAttribute('aria-hidden', 'true');
  await Promise.all(
    urls.map(
      (src, i) =>
        new Promise<void>((resolve) => {
          const img = new Image();
          img.alt = `${label} ${i + 1}`;
          img.onload = () => resolve();
          img.onerror = () => resolve();
          img.src = src;
          root.appendChild(img);
        }),
    ),
  );
  document.body.appendChild(root);
  document.body.classList.add('printing-document');
  const cleanup = () => {
    document.body.classList.remove('printing-document');
    root.remove();
    window.removeEventListener('afterprint', cleanup);
  };
  window.addEventListener('afterprint', cleanup);
  window.print();
  // Browsers that print synchronously have already fired afterprint; make sure it is gone.
  setTimeout(cleanup, 1000);
}
