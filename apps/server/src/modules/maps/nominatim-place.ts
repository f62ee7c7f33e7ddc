import type { Place } from './schemas.ts';

interface NominatimPlace {
  osm_type?: unknown;
  osm_id?: unknown;
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

const TYPE_LETTER: Record<string, string> = { node: 'N', way: 'W', relation: 'R' };

/** A geocoder answer row as our Place, or null when it lacks what a place needs. */
export function toPlace(raw: NominatimPlace): Place | null {
  const letter = typeof raw.osm_type === 'string' ? TYPE_LETTER[raw.osm_type] : undefined;
  const lat = Number(raw.lat);
  const lon = Number(raw.lon);
  if (!letter || typeof raw.osm_id !== 'number' || typeof raw.display_name !== 'string') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return { id: `${letter}${raw.osm_id}`, description: raw.display_name, lat, lon };
}
