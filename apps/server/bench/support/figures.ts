import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const jsonFile = fileURLToPath(new URL('../../../../docs/benchmarks.json', import.meta.url));

/** The figures of the table that the benches measure (docs/benchmarks.md). */
export type FigureKey =
  | 'createMedianMs'
  | 'create10kMedianMs'
  | 'fanoutRatio'
  | 'fanoutSlowShare'
  | 'fanoutSlowShareEndToEnd'
  | 'listLoadRatioToDriver'
  | 'verifyShareOfBare'
  | 'twoProcessSpeedup'
  | 'rssRestMb'
  | 'rssLoadMb'
  | 'rssUploadPeakMb';

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Merges figures into docs/benchmarks.json: reads the file, sets the given keys (rounded to two
 * decimals), keeps every other key (another bench's), and sets `loadAverage` and `at` to now.
 * Each figure's own load average at the moment it was recorded goes to `figureLoadAverages`, so
 * a figure read later still says how busy the machine was when it was measured.
 */
export function recordFigures(partial: Partial<Record<FigureKey, number>>): void {
  const json: Record<string, unknown> = fs.existsSync(jsonFile) ? JSON.parse(fs.readFileSync(jsonFile, 'utf8')) : {};
  const load = round(os.loadavg()[0]!);
  const perFigure = { ...((json.figureLoadAverages as Record<string, number> | undefined) ?? {}) };
  for (const [key, value] of Object.entries(partial)) {
    if (value === undefined || !Number.isFinite(value)) continue;
    json[key] = round(value);
    perFigure[key] = load;
  }
  json.figureLoadAverages = perFigure;
  json.loadAverage = load;
  json.at = new Date().toISOString();
  fs.writeFileSync(jsonFile, `${JSON.stringify(json, null, 2)}\n`);
}
