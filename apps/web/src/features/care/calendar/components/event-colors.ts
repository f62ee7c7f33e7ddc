/** The relative luminance of a #RRGGBB colour (WCAG 2), null for anything else. */
export function luminanceOf(hex: string): number | null {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return null;
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => {
    const v = Number.parseInt(c ?? '0', 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #RRGGBB colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminanceOf(a) ?? 0, luminanceOf(b) ?? 0].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/** Black or white, whichever reads better on the event's colour (a guest may pick a light one). */
export function readableTextColor(hex: string): string {
  const luminance = luminanceOf(hex);
  if (luminance === null) return '#FFFFFF';
  // 0.2 is where white and near-black give the same contrast ratio.
  return luminance > 0.2 ? '#1A1B1E' : '#FFFFFF';
}
