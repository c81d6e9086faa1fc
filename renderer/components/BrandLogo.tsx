/**
 * The product logo drawn inline, part of the bundle: it keeps showing while the server is down,
 * where an <img src="/logo.svg"> would turn into a broken image.
 */
export function BrandLogo({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#2d72d2" />
      <path d="M16 14h22a6 6 0 0 1 6 6v30H22a6 6 0 0 1-6-6z" fill="#fff" />
      <path d="M44 20h4v30H26" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      <path d="M22 23h16M22 30h16M22 37h10" stroke="#2d72d2" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
