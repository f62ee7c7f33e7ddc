import type { AppContext } from '../../context.ts';
import { notConfigured, providerJson, unavailable } from './provider-fetch.ts';
import type { Route } from './schemas.ts';

interface OsrmAnswer {
  code?: unknown;
  routes?: { distance?: unknown; duration?: unknown }[];
}

/** The driving route between two points, from the configured router: distance and duration. */
export async function waypoints({ ctx, from, to }: { ctx: AppContext; from: [number, number]; to: [number, number] }): Promise<Route> {
  const base = ctx.config.MAPS_ROUTER_URL;
  if (!base) throw notConfigured();
  // OSRM takes longitude first.
  const answer = (await providerJson(base, `route/v1/driving/${from[1]},${from[0]};${to[1]},${to[0]}`, {
    overview: 'false',
  })) as OsrmAnswer;
  const route = answer?.code === 'Ok' ? answer.routes?.[0] : undefined;
  if (!route || typeof route.distance !== 'number' || typeof route.duration !== 'number') throw unavailable();
  return {
    distanceMeters: route.distance,
    durationSeconds: route.duration,
    from: { lat: from[0], lon: from[1] },
    to: { lat: to[0], lon: to[1] },
  };
}
