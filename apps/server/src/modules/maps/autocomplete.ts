import type { AppContext } from '../../context.ts';
import { toPlace } from './nominatim-place.ts';
import { notConfigured, providerJson, unavailable } from './provider-fetch.ts';
import type { Place } from './schemas.ts';

/** Places whose name matches the text typed so far (at most 5), from the configured geocoder. */
export async function autocomplete({ ctx, text }: { ctx: AppContext; text: string }): Promise<Place[]> {
  const base = ctx.config.MAPS_GEOCODER_URL;
  if (!base) throw notConfigured();
  const rows = await providerJson(base, 'search', { q: text, format: 'jsonv2', limit: '5', 'accept-language': 'pt-BR' });
  if (!Array.isArray(rows)) throw unavailable();
  return rows.map(toPlace).filter((p): p is Place => p !== null);
}
