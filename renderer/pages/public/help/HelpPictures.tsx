// Drawings for the help page, made for it: no external files, and colours that hold in high contrast
// (currentColor for lines, one accent that follows the theme's brand colour).

const common = {
  viewBox: '0 0 240 160',
  width: 240,
  height: 160,
  'aria-hidden': true,
  focusable: false,
  className: 'help-picture',
} as const;

export function ScanPicture() {
  return (
    <svg {...common}>
      <rect x="120" y="40" width="100" height="90" rx="6" fill="none" stroke="currentColor" strokeWidth="4" />
      {[132, 138, 141, 148, 152, 160, 163, 170, 176, 180, 188, 192, 199, 204].map((x, index) => (
        <rect key={x} x={x} y="62" width={index % 3 === 0 ? 4 : 2} height="46" fill="currentColor" />
      ))}
      <path d="M20 70 h50 l20 -14 v44 l-20 -14 h-20 l-10 40 h-18 l8 -40 z" fill="var(--brand)" />
      <path d="M92 60 L128 50 M92 78 L128 85 M92 96 L128 118" stroke="#c87619" strokeWidth="4" />
    </svg>
  );
}

export function TypePicture() {
  return (
    <svg {...common}>
      <rect x="20" y="16" width="200" height="44" rx="6" fill="#fff" stroke="currentColor" strokeWidth="4" />
      <text x="36" y="46" fontSize="22" fontFamily="sans-serif" fill="currentColor">
        AVN-R110
      </text>
      <rect x="148" y="26" width="3" height="26" fill="var(--brand)" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3, 4, 5, 6].map((column) => (
          <rect
            key={`${row}-${column}`}
            x={24 + column * 28 + row * 6}
            y={78 + row * 26}
            width="22"
            height="20"
            rx="3"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          />
        )),
      )}
    </svg>
  );
}

export function LanguagePicture() {
  return (
    <svg {...common}>
      <circle cx="70" cy="80" r="52" fill="none" stroke="currentColor" strokeWidth="4" />
      <ellipse cx="70" cy="80" rx="22" ry="52" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M18 80 h104 M28 52 h84 M28 108 h84" stroke="currentColor" strokeWidth="3" />
      <rect x="140" y="30" width="86" height="100" rx="6" fill="#fff" stroke="currentColor" strokeWidth="4" />
      {['EN', 'DE', 'FR'].map((code, index) => (
        <g key={code}>
          {index === 1 ? (
            <rect x="144" y={36 + index * 30} width="78" height="28" fill="var(--brand)" />
          ) : null}
          <text
            x="160"
            y={57 + index * 30}
            fontSize="20"
            fontFamily="sans-serif"
            fill={index === 1 ? '#fff' : 'currentColor'}
          >
            {code}
          </text>
        </g>
      ))}
    </svg>
  );
}

export function AccessibilityPicture() {
  return (
    <svg {...common}>
      <circle cx="52" cy="80" r="40" fill="none" stroke="currentColor" strokeWidth="5" />
      <circle cx="52" cy="58" r="7" fill="currentColor" />
      <path
        d="M28 70c8 2 16 3 24 3s16-1 24-3M52 73v16m0 0-10 20m10-20 10 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <text x="112" y="70" fontSize="22" fontFamily="sans-serif" fill="currentColor">
        A
      </text>
      <text x="130" y="70" fontSize="40" fontFamily="sans-serif" fontWeight="700" fill="currentColor">
        A
      </text>
      <path d="M168 100 h12 l14 -12 v40 l-14 -12 h-12 z" fill="var(--brand)" />
      <path d="M204 96 q10 12 0 24 M214 88 q18 20 0 40" fill="none" stroke="currentColor" strokeWidth="4" />
      <rect x="112" y="88" width="44" height="40" fill="#000" />
      <rect x="134" y="88" width="22" height="40" fill="#fff" stroke="#000" strokeWidth="3" />
    </svg>
  );
}
