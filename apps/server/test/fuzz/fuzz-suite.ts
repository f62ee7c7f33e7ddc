import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Area, FUZZ_TARGETS } from './fuzz-targets.ts';
import { fuzzCall, fuzzPathIds, tally } from './fuzz-runner.ts';
import { FUZZ_SEED } from './fuzz-values.ts';
import { createWorld, type World } from './fuzz-world.ts';

const CARE_PATHS = new RegExp(
  '^/api/(event|chat|mensajes|recetas|remedios|contenido|itemDescripcion|pedido|consentimento|scores|dor|eventTimeline|eventtimeline|map)\\b',
);

/** Which area a call belongs to, so that each area's file fuzzes its own calls. */
export function areaOf(key: string): Area {
  return FUZZ_TARGETS[key]?.area ?? (CARE_PATHS.test(key.split(' ')[1] ?? '') ? 'care' : 'procurement');
}

// Generous: a loaded 2-core machine runs two of these files at once.
const TIMEOUT = 300_000;

/** The fuzz tests of one area: every write and search call, then every call's path ids. */
export function fuzzArea(area: Area) {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  afterAll(async () => {
    // One line per file: how much was sent, for the figures in the README.
    console.info(`fuzz ${area} (seed ${FUZZ_SEED}): ${JSON.stringify(tally)}`);
    await w?.abasto.close();
  });

  if (area === 'procurement') {
    // Here rather than in a file of its own, which would open one more database.
    it('has a generator for every write and every search call, and none for a call that does not exist', () => {
      const routes = w.app.apiRoutes.filter((r) => !r.url.startsWith('/api/docs'));
      const mustFuzz = routes.filter((r) => r.method !== 'GET' || r.query).map((r) => `${r.method} ${r.url}`);
      expect(mustFuzz.filter((key) => !(key in FUZZ_TARGETS))).toEqual([]);
      const registered = routes.map((r) => `${r.method} ${r.url}`);
      expect(Object.keys(FUZZ_TARGETS).filter((key) => !registered.includes(key))).toEqual([]);
    });
  }

  describe(`${area}: generated bodies and query strings`, () => {
    for (const [key, target] of Object.entries(FUZZ_TARGETS)) {
      if (target.area !== area) continue;
      it(key, () => fuzzCall(w, key, target), TIMEOUT);
    }
  });

  describe(`${area}: path ids that are not ids`, () => {
    it('every call with a path parameter', async () => {
      for (const route of w.app.apiRoutes) {
        if (!route.url.includes('/:') || areaOf(`${route.method} ${route.url}`) !== area) continue;
        const key = `${route.method} ${route.url}`;
        await fuzzPathIds(w, key, FUZZ_TARGETS[key], 20);
      }
    }, TIMEOUT);
  });
}
