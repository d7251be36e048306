// qrcode-generator (MIT, no dependencies) only computes the QR matrix; React draws it as inline SVG,
// so nothing is fetched and no data: URL is needed under the console's CSP (img-src 'self').
// Imported only by the account screen, so it is in that screen's lazy chunk alone.
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The blank margin the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4;

/** The dark modules of `value` as one SVG path, in module units. */
export function qrPath(value: string): { path: string; size: number } {
  // Level M: any phone camera reads it at this size, and the otpauth URI stays a small version.
  const qr = qrcode(0, 'M');
  qr.addData(value);
  qr.make();
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1)
    for (let col = 0; col < count; col += 1)
      if (qr.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
  return { path, size: count + QUIET_ZONE * 2 };
}

/** A QR code of `value`, dark on white whatever the theme (cameras need the contrast). */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { path, size } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
