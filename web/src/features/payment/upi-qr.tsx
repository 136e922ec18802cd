/**
 * The UPI QR code: the payment's `upi://pay` link drawn as an SVG, for scanning with any UPI app on a
 * phone. The encoder (uqr) is loaded only when a QR code is shown, so it weighs on no other page.
 */
import { useEffect, useState } from 'react';

/** The dark modules as one SVG path, a 4-module quiet zone around them. */
async function qrPath(text: string): Promise<{ size: number; d: string }> {
  const { encode } = await import('uqr');
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  let d = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x + 4} ${y + 4}h1v1h-1z`;
    }),
  );
  return { size: size + 8, d };
}

export function UpiQr({ uri, label }: { uri: string; label: string }) {
  const [qr, setQr] = useState<{ uri: string; size: number; d: string }>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    qrPath(uri).then(
      (drawn) => live && setQr({ uri, ...drawn }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [uri]);

  if (failed) return <p className="upi-qr-missing">The QR code did not load. Pay with your UPI ID below instead.</p>;
  if (!qr || qr.uri !== uri) return <div className="upi-qr upi-qr-loading" role="status" aria-label="Drawing the QR code" />;
  return (
    <svg className="upi-qr" viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  );
}
