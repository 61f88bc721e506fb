interface LogoProps {
  width?: number;
  height?: number;
}

/** The shop's wordmark at its default 102×18 (§9); sized so it never shifts the header. */
export default function Logo({ width = 102, height = 18 }: LogoProps) {
  return (
    <svg width={width} height={height} viewBox="0 0 102 18" aria-hidden="true" focusable="false">
      <path d="M2 6h10l-1.2 11H3.2z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M4.5 6a2.5 2.5 0 0 1 5 0" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <text
        x="17"
        y="14"
        fill="currentColor"
        fontSize="12"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        textLength="84"
        lengthAdjust="spacingAndGlyphs"
      >
        STOREFRONT
      </text>
    </svg>
  );
}
