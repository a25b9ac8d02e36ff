import { useEffect, useState } from 'react';
import styles from './page-qr-code.module.css';

/** An SVG string as an image URL, so the QR code is a plain <img> with a name. */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A QR code of `link`. The encoder (uqr) loads on first use, so neither the first load nor the
 * wallet runtime carries it; a failed load leaves the link written out beside it (the caller's).
 */
export function PageQrCode({ link, alt }: { link: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('uqr')
      .then(({ renderSVG }) => {
        if (live)
          setSrc(svgDataUrl(renderSVG(link, { ecc: 'M', border: 2, pixelSize: 8, blackColor: '#0b0e17' })));
      })
      .catch((error: unknown) => console.error('QR code encoder failed to load', error));
    return () => {
      live = false;
    };
  }, [link]);
  if (!src) return <div className={styles.qr} aria-busy="true" data-testid="page-qr" />;
  return <img className={styles.qr} src={src} alt={alt} data-testid="page-qr" />;
}
