import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { autocomplete } from './autocomplete.ts';
import { placeDetails } from './place-details.ts';
import { PlaceIdSchema, PlaceSchema, PlaceTextSchema, RouteSchema, WaypointSchema } from './schemas.ts';
import { waypoints } from './waypoints.ts';

const tags = ['Mapas'];
const NOTE =
  'Answers 501 with a clear message unless a provider is configured: MAPS_GEOCODER_URL (Nominatim-compatible) for ' +
  'autocomplete and place, MAPS_ROUTER_URL (OSRM-compatible) for waypoints. A failing provider answers 502.';

export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/map/autocomplete/:text',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Places matching a text (at most 5)',
        description: NOTE,
        params: z.object({ text: PlaceTextSchema }),
        response: { 200: z.object({ data: z.array(PlaceSchema) }) },
      },
    },
    async (request) => ({ data: await autocomplete({ ctx: app.ctx, text: request.params.text }) }),
  );

  app.get(
    '/api/map/place/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'One place by its reference',
        description: NOTE,
        params: z.object({ id: PlaceIdSchema }),
        response: { 200: z.object({ data: PlaceSchema }) },
      },
    },
    async (request) => ({ data: await placeDetails({ ctx: app.ctx, id: request.params.id }) }),
  );

  app.get(
    '/api/map/waypoints/:a/:b',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Driving distance and duration between two points given as "lat,lon"',
        description: NOTE,
        params: z.object({ a: WaypointSchema, b: WaypointSchema }),
        response: { 200: z.object({ data: RouteSchema }) },
      },
    },
    async (request) => ({ data: await waypoints({ ctx: app.ctx, from: request.params.a, to: request.params.b }) }),
  );
};
