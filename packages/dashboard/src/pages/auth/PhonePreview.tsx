import { useTheme } from 'styled-components';

// The bars and the line of the preview chart, in the phone's 120-unit-wide screen.
const bars = [28, 44, 36, 58, 50, 66, 54, 72];
const line = 'M16 150 L30 138 L44 144 L58 126 L72 132 L86 112 L100 120 L116 98';

/** A phone showing the dashboard in miniature, drawn in the skin's colours (decorative). */
export function PhonePreview() {
  const { colors } = useTheme();
  return (
    <svg width="150" height="300" viewBox="0 0 136 272" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="132" height="268" rx="20" fill={colors.inverseSurface} />
      <rect x="8" y="30" width="120" height="206" fill={colors.background} />
      <rect x="8" y="30" width="120" height="14" fill={colors.header.background} />
      <rect x="12" y="34" width="6" height="6" rx="1.5" fill={colors.danger} />
      <rect x="22" y="35" width="26" height="4" rx="2" fill={colors.header.text} opacity="0.7" />
      <rect x="12" y="50" width="112" height="22" fill={colors.surface} stroke={colors.border} />
      {[0, 1, 2].map((column) => (
        <g key={column}>
          <rect x={18 + column * 36} y="55" width="24" height="3" fill={colors.textMuted} />
          <rect x={18 + column * 36} y="62" width="18" height="5" fill={colors.link} />
        </g>
      ))}
      <rect x="12" y="78" width="112" height="110" fill={colors.surface} stroke={colors.border} />
      <rect x="12" y="78" width="112" height="10" fill={colors.widgetHeader.background} />
      {bars.map((height, index) => (
        <rect
          key={index}
          x={18 + index * 13}
          y={182 - height}
          width="8"
          height={height}
          fill={colors.primary}
          opacity="0.35"
        />
      ))}
      <path d={line} fill="none" stroke={colors.primary} strokeWidth="2" />
      {[0, 1].map((row) => (
        <g key={row}>
          <rect x="12" y={196 + row * 18} width="50" height="4" fill={colors.textMuted} />
          <rect x="12" y={203 + row * 18} width="112" height="4" fill={colors.surfaceMuted} />
          <rect x="12" y={203 + row * 18} width={80 - row * 30} height="4" fill={colors.success} />
        </g>
      ))}
      <rect x="52" y="14" width="32" height="5" rx="2.5" fill={colors.background} opacity="0.25" />
      <circle
        cx="68"
        cy="252"
        r="10"
        fill="none"
        stroke={colors.background}
        strokeOpacity="0.3"
        strokeWidth="2"
      />
    </svg>
  );
}
