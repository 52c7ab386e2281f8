import { normalizeBrand, type CardBrand } from '@portal/shared';

/**
 * Card brand images as inline SVG (no network, no extra requests). The spec's brands are
 * masterCard, discover, visa and amex; an unknown brand shows the Mastercard image.
 */
const W = 48;
const H = 30;

function Visa() {
  return (
    <>
      <rect width={W} height={H} rx={4} fill="#1a1f71" />
      <text
        x={24}
        y={20}
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontWeight={700}
        fontStyle="italic"
        fontSize={13}
        fill="#fff"
      >
        VISA
      </text>
    </>
  );
}

function MasterCard() {
  return (
    <>
      <rect width={W} height={H} rx={4} fill="#252525" />
      <circle cx={19} cy={15} r={9} fill="#eb001b" />
      <circle cx={29} cy={15} r={9} fill="#f79e1b" />
      <path d="M24 7.4a9 9 0 0 1 0 15.2a9 9 0 0 1 0-15.2z" fill="#ff5f00" />
    </>
  );
}

function Amex() {
  return (
    <>
      <rect width={W} height={H} rx={4} fill="#006fcf" />
      <text x={24} y={19} textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight={700} fontSize={10} fill="#fff">
        AMEX
      </text>
    </>
  );
}

function Discover() {
  return (
    <>
      <rect width={W} height={H} rx={4} fill="#fff" stroke="#ccc" />
      <text x={5} y={19} fontFamily="Arial, sans-serif" fontWeight={700} fontSize={7.5} fill="#231f20">
        DISC
      </text>
      <circle cx={29} cy={16} r={4.5} fill="#f76f20" />
      <text x={34} y={19} fontFamily="Arial, sans-serif" fontWeight={700} fontSize={7.5} fill="#231f20">
        VR
      </text>
    </>
  );
}

const IMAGES: Record<CardBrand, () => React.JSX.Element> = {
  visa: Visa,
  masterCard: MasterCard,
  amex: Amex,
  discover: Discover,
};

/** The brand shown for a gateway brand string ('unknown' falls back to masterCard). */
export const shownBrand = (brand: string): CardBrand => {
  const b = normalizeBrand(brand);
  return b === 'unknown' ? 'masterCard' : b;
};

export function BrandImage({ brand, label }: { brand: string; label: string }) {
  const Image = IMAGES[shownBrand(brand)];
  return (
    <svg role="img" aria-label={label} width={W} height={H} viewBox={`0 0 ${W} ${H}`} data-brand={shownBrand(brand)}>
      <Image />
    </svg>
  );
}
