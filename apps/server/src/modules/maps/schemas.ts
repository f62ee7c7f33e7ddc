import { MSG } from '@abasto/domain/messages';
import { z } from 'zod';

export const PlaceSchema = z.object({
  id: z.string().describe('Provider reference: N, W or R followed by the OpenStreetMap id'),
  description: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const RouteSchema = z.object({
  distanceMeters: z.number(),
  durationSeconds: z.number(),
  from: z.object({ lat: z.number(), lon: z.number() }),
  to: z.object({ lat: z.number(), lon: z.number() }),
});
export type Route = z.infer<typeof RouteSchema>;

export const PlaceTextSchema = z
  .string({ error: MSG.careMapsTextInvalid })
  .trim()
  .min(1, { error: MSG.careMapsTextInvalid })
  .max(200, { error: MSG.careMapsTextInvalid });

export const PlaceIdSchema = z.string().regex(/^[NWR]\d{1,20}$/, { error: MSG.careMapsPlaceInvalid });

/** A waypoint as "lat,lon" in decimal degrees. */
export const WaypointSchema = z
  .string()
  .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, { error: MSG.careMapsWaypointInvalid })
  .transform((v) => v.split(',').map(Number) as [number, number])
  .refine(([lat, lon]) => Math.abs(lat) <= 90 && Math.abs(lon) <= 180, { error: MSG.careMapsWaypointInvalid });
