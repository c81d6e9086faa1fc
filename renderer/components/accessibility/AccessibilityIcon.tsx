/** The universal-access figure (a person with open arms in a circle), as on ISO 7001-style signs. */
export function AccessibilityIcon({ size = 28 }: { size?: number }) {
  return (
    <svg
      className="accessibility-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="6.2" r="1.9" fill="currentColor" />
      <path
        d="M5.5 9.2c2.2.6 4.3.9 6.5.9s4.3-.3 6.5-.9M12 10.1v4.2m0 0-2.6 5.2m2.6-5.2 2.6 5.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
