/** A value axis: its ends and the round values to draw grid lines at. */
export interface ValueScale {
  min: number;
  max: number;
  ticks: number[];
}

/** A round step (1, 2 or 5 times a power of ten) that splits `range` into about `count` parts. */
function niceStep(range: number, count: number): number {
  const raw = range / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const factor = residual > 5 ? 10 : residual > 2 ? 5 : residual > 1 ? 2 : 1;
  return factor * magnitude;
}

/**
 * The value axis for some numbers: it always includes 0 (bars grow from it and lines read honestly) and
 * ends on round ticks, about `count` of them. `[]` or all zeros give 0 to 1.
 */
export function valueScale(values: readonly number[], count = 4): ValueScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return { min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] };
  const step = niceStep(high - low, count);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Rounding to the step's precision avoids ticks like 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Number(tick.toFixed(decimals)));
  return { min, max, ticks };
}

/** Maps a value on the scale to a y coordinate in a plot `top` to `top + height` (larger values higher). */
export function yFor(value: number, scale: ValueScale, top: number, height: number): number {
  return top + height - ((value - scale.min) / (scale.max - scale.min)) * height;
}

/** Every how many category labels to draw so that none overlap, given the room per category. */
export function labelStep(labels: readonly string[], band: number, charWidth = 7): number {
  const widest = Math.max(1, ...labels.map((label) => label.length)) * charWidth + 8;
  return Math.max(1, Math.ceil(widest / Math.max(band, 1)));
}
