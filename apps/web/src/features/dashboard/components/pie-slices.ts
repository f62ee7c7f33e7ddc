/**
 * The slices of a pie as SVG paths: each value's share of the whole, clockwise from twelve
 * o'clock, in the order given. Values of 0 (or below) draw nothing; a value that is the whole
 * draws a full disc (an arc cannot start and end at the same point).
 */
export interface PieSlice<T> {
  item: T;
  path: string;
  share: number;
}

export function pieSlices<T>(items: readonly T[], valueOf: (item: T) => number, radius: number): PieSlice<T>[] {
  const total = items.reduce((sum, item) => sum + Math.max(valueOf(item), 0), 0);
  if (total <= 0) return [];
  const point = (turn: number) => {
    const angle = turn * 2 * Math.PI;
    return `${round(radius + radius * Math.sin(angle))} ${round(radius - radius * Math.cos(angle))}`;
  };
  const slices: PieSlice<T>[] = [];
  let start = 0;
  for (const item of items) {
    const value = valueOf(item);
    if (!(value > 0)) continue;
    const share = value / total;
    const end = start + share;
    const path =
      share >= 1
        ? `M ${radius} 0 A ${radius} ${radius} 0 1 1 ${radius} ${2 * radius} A ${radius} ${radius} 0 1 1 ${radius} 0 Z`
        : `M ${radius} ${radius} L ${point(start)} A ${radius} ${radius} 0 ${share > 0.5 ? 1 : 0} 1 ${point(end)} Z`;
    slices.push({ item, path, share });
    start = end;
  }
  return slices;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
