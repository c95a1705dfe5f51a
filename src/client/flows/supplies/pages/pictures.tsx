import type { ReactNode } from 'react';
import type { SupplyType } from '../../../../shared/catalogue/product-types';

/**
 * Line pictures drawn here (nothing fetched): one per supply kind for the Supplies cards, one per
 * elastic type for the Elastic Type page. Simple shapes in two colours so they read at 64 px.
 */
const INK = '#1f2d3d';
const ACCENT = '#0b8a7a';

function Frame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 96 64" width="100%" height={64} aria-hidden data-picture={label} style={{ display: 'block' }}>
      <g fill="none" stroke={INK} strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

const KIND_DRAWINGS: Record<SupplyType, ReactNode> = {
  Zippers: (
    <>
      <rect x={40} y={4} width={16} height={56} rx={2} fill="#e9ecef" />
      {Array.from({ length: 8 }, (_, i) => (
        <path key={i} d={`M44 ${24 + i * 4.5}h3M49 ${26 + i * 4.5}h3`} stroke={ACCENT} />
      ))}
      <path d="M48 6v14" />
      <rect x={42} y={16} width={12} height={10} rx={2} fill={ACCENT} stroke={ACCENT} />
      <path d="M48 26v8" />
      <circle cx={48} cy={36} r={3} />
    </>
  ),
  Buttons: (
    <>
      <circle cx={34} cy={32} r={18} fill="#e9ecef" />
      <circle cx={34} cy={32} r={13} />
      {[
        [-4, -4],
        [4, -4],
        [-4, 4],
        [4, 4],
      ].map(([x, y]) => (
        <circle key={`${x}${y}`} cx={34 + x!} cy={32 + y!} r={2} fill={INK} />
      ))}
      <circle cx={70} cy={38} r={12} fill={ACCENT} stroke={ACCENT} />
      <circle cx={67} cy={38} r={2} fill="white" stroke="white" />
      <circle cx={73} cy={38} r={2} fill="white" stroke="white" />
    </>
  ),
  Elastic: (
    <>
      <path d="M8 22c12-8 24 8 36 0s24 8 36 0" />
      <path d="M8 42c12-8 24 8 36 0s24 8 36 0" />
      {Array.from({ length: 8 }, (_, i) => (
        <path key={i} d={`M${14 + i * 9} 27v10`} stroke={ACCENT} />
      ))}
      <path d="M84 18l6 4-6 4M12 38l-6 4 6 4" stroke={ACCENT} />
    </>
  ),
  'Sewing Patterns': (
    <>
      <rect x={26} y={4} width={44} height={56} rx={2} fill="#e9ecef" />
      <path d="M38 18c0-4 4-6 10-6s10 2 10 6l-3 10 5 22H36l5-22z" fill={ACCENT} stroke={ACCENT} />
      <path d="M30 56h36" strokeDasharray="3 3" />
    </>
  ),
  Thread: (
    <>
      <path d="M34 8h28M34 56h28" strokeWidth={4} />
      <rect x={36} y={10} width={24} height={44} fill={ACCENT} stroke={ACCENT} />
      {Array.from({ length: 6 }, (_, i) => (
        <path key={i} d={`M36 ${16 + i * 7}l24 4`} stroke="white" strokeWidth={1.5} />
      ))}
      <path d="M60 40c10 2 18 8 26 18" />
    </>
  ),
  Trim: (
    <>
      <path d="M6 20h84M6 32h84" />
      {Array.from({ length: 7 }, (_, i) => (
        <path key={i} d={`M${10 + i * 12} 32q6 14 12 0`} stroke={ACCENT} />
      ))}
      {Array.from({ length: 7 }, (_, i) => (
        <circle key={i} cx={16 + i * 12} cy={26} r={2} fill={INK} />
      ))}
    </>
  ),
  Ribbing: (
    <>
      <rect x={14} y={14} width={68} height={36} rx={4} fill="#e9ecef" />
      {Array.from({ length: 11 }, (_, i) => (
        <path key={i} d={`M${20 + i * 6} 16v32`} stroke={i % 2 ? INK : ACCENT} />
      ))}
    </>
  ),
  'Bias Tape': (
    <>
      <ellipse cx={34} cy={32} rx={20} ry={20} fill={ACCENT} stroke={ACCENT} />
      <ellipse cx={34} cy={32} rx={7} ry={7} fill="white" />
      <path d="M34 52h40l10-6" strokeWidth={6} stroke={ACCENT} />
      <path d="M54 52h30" stroke="white" strokeWidth={1.5} />
    </>
  ),
  'Other Supply': (
    <>
      <path d="M20 50l22-36M42 14l-10 40" />
      <circle cx={18} cy={52} r={5} />
      <circle cx={32} cy={56} r={5} />
      <circle cx={62} cy={22} r={6} fill={ACCENT} stroke={ACCENT} />
      <circle cx={76} cy={30} r={6} fill={ACCENT} stroke={ACCENT} />
      <circle cx={66} cy={40} r={6} fill={ACCENT} stroke={ACCENT} />
      <path d="M60 54l6-6 6 6-6 6z" />
    </>
  ),
};

export function KindPicture({ kind }: { kind: SupplyType }) {
  return <Frame label={kind}>{KIND_DRAWINGS[kind]}</Frame>;
}

/** A band of elastic with the mark that tells one type from another. */
function band(children: ReactNode, fill = '#e9ecef') {
  return (
    <>
      <rect x={8} y={20} width={80} height={24} rx={3} fill={fill} />
      {children}
    </>
  );
}
const repeat = (n: number, f: (i: number) => ReactNode) => Array.from({ length: n }, (_, i) => f(i));

const ELASTIC_DRAWINGS: Record<string, ReactNode> = {
  Braided: band(repeat(12, (i) => <path key={i} d={`M${12 + i * 6} 22l6 20`} stroke={ACCENT} />)),
  Knitted: band(
    repeat(10, (i) => <path key={i} d={`M${12 + i * 7.5} 26l3 6 3-6M${12 + i * 7.5} 34l3 6 3-6`} stroke={ACCENT} strokeWidth={1.5} />),
  ),
  Woven: band(
    <>
      {repeat(4, (i) => (
        <path key={`h${i}`} d={`M8 ${24 + i * 5.5}h80`} stroke={ACCENT} strokeWidth={1.5} />
      ))}
      {repeat(13, (i) => (
        <path key={`v${i}`} d={`M${12 + i * 6} 20v24`} strokeWidth={1} />
      ))}
    </>,
  ),
  Swim: band(
    <>
      <path d="M10 28c8-6 16 6 24 0s16 6 24 0 16 6 24 0" stroke={ACCENT} />
      <path d="M10 38c8-6 16 6 24 0s16 6 24 0 16 6 24 0" stroke={ACCENT} />
    </>,
    '#d0ebff',
  ),
  Lingerie: band(
    repeat(14, (i) => <path key={i} d={`M${8 + i * 5.7} 44q3 6 5.7 0`} stroke={ACCENT} />),
    '#ffe3ec',
  ),
  Foldover: band(<path d="M8 32h80" strokeDasharray="5 3" stroke={ACCENT} />),
  Drawcord: (
    <>
      <path d="M6 34c20-10 40 10 60 0" strokeWidth={5} stroke={ACCENT} />
      <path d="M66 34c8-4 14 6 20 2M66 34c10 2 16 12 22 10" />
      <circle cx={88} cy={38} r={3} fill={INK} />
    </>
  ),
  Buttonhole: band(repeat(6, (i) => <rect key={i} x={14 + i * 12} y={29} width={6} height={6} rx={1.5} fill="white" />)),
  'Plush-Back': band(
    repeat(24, (i) => <circle key={i} cx={12 + (i % 12) * 6.5} cy={i < 12 ? 27 : 37} r={1.6} fill={ACCENT} stroke="none" />),
    '#fff3bf',
  ),
  'Ribbed Non-Roll': band(
    repeat(7, (i) => <rect key={i} x={12 + i * 11} y={22} width={6} height={20} rx={2} fill={ACCENT} stroke="none" />),
  ),
  Cord: (
    <>
      <path d="M6 40c20-18 50 10 84-8" strokeWidth={7} stroke={ACCENT} />
      <path d="M6 40c20-18 50 10 84-8" strokeWidth={1.5} stroke="white" strokeDasharray="3 4" />
    </>
  ),
  Clear: <rect x={8} y={20} width={80} height={24} rx={3} strokeDasharray="4 3" fill="#f1f3f5" fillOpacity={0.4} />,
  'Pre-Sewn': (
    <>
      <ellipse cx={48} cy={32} rx={36} ry={20} strokeWidth={8} stroke={ACCENT} />
      <path d="M80 26v12" stroke={INK} strokeWidth={2} />
    </>
  ),
};

export function ElasticPicture({ type }: { type: string }) {
  return <Frame label={type}>{ELASTIC_DRAWINGS[type] ?? band(null)}</Frame>;
}

/** A pattern envelope with the silhouette of what the pattern makes (D40's two-colour style). */
function envelope(children: ReactNode) {
  return (
    <>
      <rect x={24} y={3} width={48} height={58} rx={3} fill="#e9ecef" />
      <path d="M28 54h40" strokeDasharray="3 3" strokeWidth={1.5} />
      {children}
    </>
  );
}

const PATTERN_TYPE_DRAWINGS: Record<string, ReactNode> = {
  // A dress: fitted bodice, flared skirt.
  Womenswear: envelope(<path d="M42 10h12l-2 10 8 28H36l8-28z" fill={ACCENT} stroke={ACCENT} />),
  // A shirt with a collar and a tie.
  Menswear: envelope(
    <>
      <path d="M36 14l8-4h8l8 4 4 10-6 2v22H38V26l-6-2z" fill={ACCENT} stroke={ACCENT} />
      <path d="M48 12l-3 6 3 18 3-18z" fill="white" stroke="white" strokeWidth={1} />
    </>,
  ),
  // A small romper.
  Childrenswear: envelope(
    <>
      <path d="M40 16l4-3h8l4 3 3 7-4 2v9l-3 12h-4l-1-9-1 9h-4l-3-12v-9l-4-2z" fill={ACCENT} stroke={ACCENT} />
      <circle cx={48} cy={22} r={1.5} fill="white" stroke="white" />
    </>,
  ),
  // A hoodie for a teenager.
  Junior: envelope(
    <>
      <path d="M38 18c0-6 4-9 10-9s10 3 10 9l6 6-4 4v20H36V28l-4-4z" fill={ACCENT} stroke={ACCENT} />
      <path d="M42 36h12" stroke="white" strokeWidth={1.5} />
    </>,
  ),
  // A tote bag.
  Accessories: envelope(
    <>
      <path d="M34 24h28l-3 24H37z" fill={ACCENT} stroke={ACCENT} />
      <path d="M41 24c0-10 14-10 14 0" />
    </>,
  ),
  // A plush star: sewn craft.
  Craft: envelope(<path d="M48 10l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill={ACCENT} stroke={ACCENT} />),
  // A T-shirt anyone wears.
  Unisex: envelope(<path d="M38 12l6 3h8l6-3 8 8-5 5-3-2v25H38V23l-3 2-5-5z" fill={ACCENT} stroke={ACCENT} />),
};

export function PatternTypePicture({ type }: { type: string }) {
  return <Frame label={type}>{PATTERN_TYPE_DRAWINGS[type] ?? envelope(null)}</Frame>;
}
