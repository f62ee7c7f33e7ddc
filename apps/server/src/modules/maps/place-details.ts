import { MSG } from '@abasto/domain/messages';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPlace } from './nominatim-place.ts';
import { notConfigured, providerJson, unavailable } from './provider-fetch.ts';
import type { Place } from './schemas.ts';

export async function placeDetails({ ctx, id }: { ctx: AppContext; id: string }): Promise<Place> {
  const base = ctx.config.MAPS_GEOCODER_URL;
  if (!base) throw notConfigured();
  const rows = await providerJson(base, 'lookup', { osm_ids: id, format: 'jsonv2', 'accept-language': 'pt-BR' });
  if (!Array.isArray(rows)) throw unavailable();
  const place = rows.map(toPlace).find((p) => p?.id === id);
  if (!place) throw AppError.notFound(MSG.careMapsPlaceNotFound);
  return place;
}
