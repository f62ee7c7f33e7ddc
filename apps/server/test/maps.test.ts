import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import type { Person } from './helpers/call-as.ts';
import { userWithToken } from './helpers/factories.ts';

describe('maps without a provider', () => {
  let abasto: TestAbasto;
  let medico: Person;
  beforeAll(async () => {
    abasto = await createTestAbasto();
    medico = await userWithToken(abasto.app, 'medico');
  });
  afterAll(() => abasto?.close());

  it('answers 501 with a clear message', async () => {
    for (const url of ['/api/map/autocomplete/Rua%20Augusta', '/api/map/place/N123', '/api/map/waypoints/-23.55,-46.63/-22.90,-43.17']) {
      const res = await abasto.app.inject({ method: 'GET', url, headers: medico.auth });
      expect(res.statusCode, url).toBe(501);
      expect(res.json()).toMatchObject({ error: MSG.careMapsNotConfigured, code: 'MAPS_NOT_CONFIGURED' });
    }
  });

  it('validates the parameters first', async () => {
    const place = await abasto.app.inject({ method: 'GET', url: '/api/map/place/abc', headers: medico.auth });
    expect(place.json().error).toBe(MSG.careMapsPlaceInvalid);
    const point = await abasto.app.inject({ method: 'GET', url: '/api/map/waypoints/999,1/1,1', headers: medico.auth });
    expect(point.json().error).toBe(MSG.careMapsWaypointInvalid);
  });
});

describe('maps with a provider', () => {
  let abasto: TestAbasto;
  let medico: Person;
  let provider: http.Server;
  const seen: string[] = [];

  beforeAll(async () => {
    // A stand-in for a Nominatim and an OSRM server, on this machine.
    provider = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      seen.push(url.pathname + url.search);
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/geo/search') {
        res.end(JSON.stringify([
          { osm_type: 'way', osm_id: 42, display_name: `${url.searchParams.get('q')}, São Paulo`, lat: '-23.55', lon: '-46.63' },
          { osm_type: 'mystery', osm_id: 1, display_name: 'ignored', lat: '0', lon: '0' },
        ]));
      } else if (url.pathname === '/geo/lookup') {
        res.end(JSON.stringify([{ osm_type: 'way', osm_id: 42, display_name: 'Rua Augusta, São Paulo', lat: '-23.55', lon: '-46.63' }]));
      } else if (url.pathname.startsWith('/osrm/route/v1/driving/')) {
        res.end(JSON.stringify({ code: 'Ok', routes: [{ distance: 430000.5, duration: 21000 }] }));
      } else {
        res.statusCode = 500;
        res.end('{}');
      }
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    abasto = await createTestAbasto({
      MAPS_GEOCODER_URL: `http://127.0.0.1:${port}/geo`,
      MAPS_ROUTER_URL: `http://127.0.0.1:${port}/osrm/`,
    });
    medico = await userWithToken(abasto.app, 'medico');
  });
  afterAll(async () => {
    await abasto?.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('answers places, one place and a route from the provider', async () => {
    const places = await abasto.app.inject({ method: 'GET', url: '/api/map/autocomplete/Rua%20Augusta', headers: medico.auth });
    expect(places.statusCode).toBe(200);
    expect(places.json().data).toEqual([{ id: 'W42', description: 'Rua Augusta, São Paulo', lat: -23.55, lon: -46.63 }]);

    const place = await abasto.app.inject({ method: 'GET', url: '/api/map/place/W42', headers: medico.auth });
    expect(place.json().data).toMatchObject({ id: 'W42', description: 'Rua Augusta, São Paulo' });

    const route = await abasto.app.inject({ method: 'GET', url: '/api/map/waypoints/-23.55,-46.63/-22.9,-43.17', headers: medico.auth });
    expect(route.json().data).toEqual({
      distanceMeters: 430000.5,
      durationSeconds: 21000,
      from: { lat: -23.55, lon: -46.63 },
      to: { lat: -22.9, lon: -43.17 },
    });
    expect(seen).toContain('/osrm/route/v1/driving/-46.63,-23.55;-43.17,-22.9?overview=false');
  });

  it('answers 404 for a place the provider does not know', async () => {
    const res = await abasto.app.inject({ method: 'GET', url: '/api/map/place/N7', headers: medico.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MSG.careMapsPlaceNotFound);
  });
});
