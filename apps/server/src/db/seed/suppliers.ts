import { CALIFICACIONES, type Rubro, type Segmento, TIPOS_PROVEEDOR } from '@abasto/domain/supplier-enums';
import type { Db } from '../client.ts';
import { suppliers } from '../schema/suppliers.ts';

/**
 * Realistic, deterministic suppliers of a construction-materials buyer in Paraguay: most local,
 * the rest from the neighbours and the usual import origins. The same seed gives the same
 * suppliers (only createdAt follows `now`), so the demo and the benchmark are repeatable.
 */

export type SupplierSeedRow = typeof suppliers.$inferInsert;

/** A small, fast, seedable generator (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  };
  const digits = (n: number) => {
    let text = '';
    for (let i = 0; i < n; i++) text += int(0, 9);
    return text;
  };
  return { next, int, pick, weighted, digits };
}

interface Country {
  pais: string;
  weight: number;
  prefix: string;
  tld: string;
  /** Departamento/estado with its cities. */
  places: readonly (readonly [string, readonly string[]])[];
  tipos: readonly string[];
  registro(n: number, r: ReturnType<typeof random>): string;
}

const mod11 = (n: string) => {
  let sum = 0;
  let k = 2;
  for (let i = n.length - 1; i >= 0; i--) {
    sum += Number(n[i]) * k;
    k = k === 11 ? 2 : k + 1;
  }
  const r = sum % 11;
  return r > 1 ? 11 - r : 0;
};

const COUNTRIES: readonly Country[] = [
  {
    pais: 'Paraguay',
    weight: 62,
    prefix: '595',
    tld: '.com.py',
    places: [
      ['Asunción', ['Asunción']],
      [
        'Central',
        [
          'San Lorenzo',
          'Luque',
          'Capiatá',
          'Lambaré',
          'Fernando de la Mora',
          'Limpio',
          'Ñemby',
          'Mariano Roque Alonso',
          'Villa Elisa',
          'Itauguá',
        ],
      ],
      ['Alto Paraná', ['Ciudad del Este', 'Hernandarias', 'Presidente Franco', 'Minga Guazú']],
      ['Itapúa', ['Encarnación', 'Hohenau', 'Obligado']],
      ['Caaguazú', ['Coronel Oviedo', 'Caaguazú']],
      ['Cordillera', ['Caacupé', 'Tobatí']],
      ['Guairá', ['Villarrica']],
      ['Amambay', ['Pedro Juan Caballero']],
      ['Concepción', ['Concepción']],
      ['Boquerón', ['Filadelfia', 'Loma Plata']],
      ['Paraguarí', ['Paraguarí', 'Carapeguá']],
      ['Misiones', ['San Juan Bautista', 'San Ignacio']],
      ['Canindeyú', ['Salto del Guairá']],
      ['San Pedro', ['San Pedro del Ycuamandiyú']],
      ['Presidente Hayes', ['Villa Hayes']],
      ['Ñeembucú', ['Pilar']],
    ],
    tipos: ['S.A.', 'S.A.', 'S.A.', 'S.R.L.', 'S.R.L.', 'S.A.E.', 'S.A.E.C.A.', 'S.A.C.I.', 'S.A.I.C.', 'E.I.R.L.'],
    registro: (n) => {
      const base = String(80_000_000 + n);
      return `${base}-${mod11(base)}`;
    },
  },
  {
    pais: 'Brasil',
    weight: 12,
    prefix: '55',
    tld: '.com.br',
    places: [
      ['São Paulo', ['São Paulo', 'Campinas']],
      ['Paraná', ['Curitiba', 'Foz do Iguaçu', 'Cascavel']],
      ['Santa Catarina', ['Joinville', 'Florianópolis']],
      ['Rio Grande do Sul', ['Porto Alegre', 'Caxias do Sul']],
      ['Mato Grosso do Sul', ['Campo Grande', 'Ponta Porã']],
      ['Minas Gerais', ['Belo Horizonte']],
    ],
    tipos: ['PERSONA JURÍDICA EXTRANJERA', 'SUCURSAL DE EMPRESA EXTRANJERA', 'S.A.'],
    registro: (n, r) => {
      const b = String(10_000_000 + n).padStart(8, '0');
      return `${b.slice(0, 2)}.${b.slice(2, 5)}.${b.slice(5, 8)}/0001-${r.digits(2)}`;
    },
  },
  {
    pais: 'Argentina',
    weight: 10,
    prefix: '54',
    tld: '.com.ar',
    places: [
      ['Buenos Aires', ['Buenos Aires', 'La Plata', 'Bahía Blanca']],
      ['Córdoba', ['Córdoba']],
      ['Santa Fe', ['Rosario', 'Rafaela']],
      ['Misiones', ['Posadas', 'Oberá']],
      ['Corrientes', ['Corrientes']],
      ['Formosa', ['Formosa', 'Clorinda']],
      ['Mendoza', ['Mendoza']],
    ],
    tipos: ['PERSONA JURÍDICA EXTRANJERA', 'SUCURSAL DE EMPRESA EXTRANJERA', 'S.A.', 'S.R.L.'],
    registro: (n, r) => `30-${String(70_000_000 + n)}-${r.int(0, 9)}`,
  },
  {
    pais: 'Uruguay',
    weight: 3,
    prefix: '598',
    tld: '.com.uy',
    places: [
      ['Montevideo', ['Montevideo']],
      ['Canelones', ['Las Piedras', 'Ciudad de la Costa']],
      ['Paysandú', ['Paysandú']],
    ],
    tipos: ['PERSONA JURÍDICA EXTRANJERA', 'S.A.'],
    registro: (n) => `21${String(n).padStart(8, '0')}0017`,
  },
  {
    pais: 'Bolivia',
    weight: 3,
    prefix: '591',
    tld: '.com.bo',
    places: [
      ['Santa Cruz', ['Santa Cruz de la Sierra']],
      ['La Paz', ['La Paz', 'El Alto']],
      ['Tarija', ['Tarija']],
    ],
    tipos: ['PERSONA JURÍDICA EXTRANJERA', 'S.A.'],
    registro: (n) => String(1_000_000_000 + n),
  },
  {
    pais: 'Chile',
    weight: 2,
    prefix: '56',
    tld: '.cl',
    places: [
      ['Región Metropolitana', ['Santiago']],
      ['Valparaíso', ['Valparaíso', 'Viña del Mar']],
      ['Biobío', ['Concepción']],
    ],
    tipos: ['PERSONA JURÍDICA EXTRANJERA'],
    registro: (n, r) => `${String(76_000_000 + n)}-${r.int(0, 9)}`,
  },
  {
    pais: 'China',
    weight: 3,
    prefix: '86',
    tld: '.com.cn',
    places: [
      ['Guangdong', ['Shenzhen', 'Guangzhou', 'Foshan']],
      ['Zhejiang', ['Ningbo', 'Hangzhou']],
      ['Shanghái', ['Shanghái']],
    ],
    tipos: ['PERSONA JURÍDICA EXTRANJERA'],
    registro: (n) => `91440300${String(n).padStart(10, '0')}`,
  },
  {
    pais: 'Estados Unidos',
    weight: 2,
    prefix: '1',
    tld: '.com',
    places: [
      ['Florida', ['Miami']],
      ['Texas', ['Houston']],
    ],
    tipos: ['PERSONA JURÍDICA EXTRANJERA'],
    registro: (n) => `${String(10 + (n % 89)).padStart(2, '0')}-${String(1_000_000 + n).slice(-7)}`,
  },
  {
    pais: 'España',
    weight: 1,
    prefix: '34',
    tld: '.es',
    places: [
      ['Madrid', ['Madrid']],
      ['Cataluña', ['Barcelona']],
      ['Valencia', ['Valencia', 'Castellón']],
    ],
    tipos: ['PERSONA JURÍDICA EXTRANJERA'],
    registro: (n) => `B${String(n).padStart(8, '0')}`,
  },
  {
    pais: 'Alemania',
    weight: 1,
    prefix: '49',
    tld: '.de',
    places: [
      ['Baviera', ['Múnich']],
      ['Hamburgo', ['Hamburgo']],
    ],
    tipos: ['PERSONA JURÍDICA EXTRANJERA'],
    registro: (n) => `DE${String(100_000_000 + n)}`,
  },
  {
    pais: 'Italia',
    weight: 1,
    prefix: '39',
    tld: '.it',
    places: [
      ['Lombardía', ['Milán']],
      ['Véneto', ['Verona']],
    ],
    tipos: ['PERSONA JURÍDICA EXTRANJERA'],
    registro: (n) => `IT${String(n).padStart(11, '0')}`,
  },
];

/** Which lines of business each segmento buys, roughly. */
const SEGMENT_RUBROS: Record<Segmento, readonly Rubro[]> = {
  'MATERIA PRIMA': [
    'Cementos',
    'Cal y Yeso',
    'Áridos',
    'Hierros y Aceros',
    'Maderas',
    'Metales No Ferrosos',
    'Ladrillos y Bloques',
  ],
  'CONSTRUCCIÓN CIVIL': [
    'Hormigón Elaborado',
    'Prefabricados de Hormigón',
    'Subcontratos',
    'Techos y Cubiertas',
    'Aberturas',
    'Revestimientos y Pisos',
    'Cerámicas y Porcelanatos',
  ],
  'CATÁLOGO DE PIEZAS': [
    'Ferretería',
    'Herramientas',
    'Repuestos',
    'Grifería',
    'Sanitarios',
    'Plomería',
    'Materiales Eléctricos',
    'Iluminación',
    'Perfiles y Chapas',
    'Vidrios',
  ],
  SERVICIOS: [
    'Fletes',
    'Logística y Depósito',
    'Limpieza',
    'Seguridad e Higiene',
    'Servicios Técnicos',
    'Telecomunicaciones',
  ],
  'SERVICIOS DE CONSULTORÍA': ['Servicios Profesionales', 'Informática'],
  MONTAJE: ['Subcontratos', 'Servicios Técnicos', 'Perfiles y Chapas', 'Aislantes e Impermeabilizantes'],
  'EQUIPOS DE PROYECTO': [
    'Maquinarias',
    'Bombas',
    'Alquiler de Maquinarias',
    'Alquiler de Equipos',
    'Alquiler de Vehículos',
  ],
  'SERVICIOS FORESTALES': ['Maderas', 'Fletes', 'Alquiler de Maquinarias'],
  OTROS: ['Otros', 'Artículos de Oficina', 'Equipos de Protección Personal', 'Combustibles y Lubricantes', 'Pinturas'],
};

const SEGMENT_WEIGHTS: readonly (readonly [Segmento, number])[] = [
  ['MATERIA PRIMA', 22],
  ['CATÁLOGO DE PIEZAS', 20],
  ['CONSTRUCCIÓN CIVIL', 16],
  ['SERVICIOS', 12],
  ['EQUIPOS DE PROYECTO', 9],
  ['MONTAJE', 7],
  ['SERVICIOS DE CONSULTORÍA', 5],
  ['SERVICIOS FORESTALES', 3],
  ['OTROS', 6],
];

/** The word a company of a rubro puts first in its name. */
const RUBRO_NOUN: Partial<Record<Rubro, string>> = {
  Cementos: 'Cementos',
  'Cal y Yeso': 'Calera',
  Áridos: 'Areneras',
  'Ladrillos y Bloques': 'Cerámica',
  'Hormigón Elaborado': 'Hormigones',
  'Prefabricados de Hormigón': 'Premoldeados',
  Maderas: 'Maderas',
  Aberturas: 'Aberturas',
  'Hierros y Aceros': 'Aceros',
  'Metales No Ferrosos': 'Metalúrgica',
  'Perfiles y Chapas': 'Perfilados',
  'Techos y Cubiertas': 'Techos',
  'Aislantes e Impermeabilizantes': 'Impermeabilizantes',
  Pinturas: 'Pinturas',
  'Revestimientos y Pisos': 'Revestimientos',
  'Cerámicas y Porcelanatos': 'Porcelanatos',
  Vidrios: 'Vidriería',
  Sanitarios: 'Sanitarios',
  Plomería: 'Plomería',
  Grifería: 'Griferías',
  'Materiales Eléctricos': 'Electricidad',
  Iluminación: 'Iluminación',
  Ferretería: 'Ferretería',
  Herramientas: 'Herramientas',
  Bombas: 'Bombas',
  Maquinarias: 'Maquinarias',
  Repuestos: 'Repuestos',
  'Combustibles y Lubricantes': 'Lubricantes',
  'Equipos de Protección Personal': 'Seguridad Industrial',
  Informática: 'Informática',
  Telecomunicaciones: 'Telecom',
  Limpieza: 'Limpiezas',
  Fletes: 'Transportes',
  'Logística y Depósito': 'Logística',
  'Servicios Profesionales': 'Consultora',
  'Servicios Técnicos': 'Servicios Técnicos',
  'Alquiler de Maquinarias': 'Alquileres',
  'Alquiler de Equipos': 'Equipos',
  'Alquiler de Vehículos': 'Rent',
};

const BRANDS = [
  'Comercial',
  'Distribuidora',
  'Industrias',
  'Grupo',
  'Constructora',
  'Importadora',
  'Proveedora',
  'Corporación',
  'Casa',
  'Tecno',
];
const PLACES = [
  'Guaraní',
  'del Sur',
  'del Este',
  'Paraná',
  'Mercosur',
  'San Roque',
  'Santa Rita',
  'Central',
  'Andina',
  'del Plata',
  'Triple Frontera',
  'Yacyretá',
  'Ñandutí',
  'Tacurú',
  'La Victoria',
  'Itá',
  'Pilcomayo',
  'Ybytyruzú',
  'Horizonte',
  'Continental',
  'Atlántico',
  'Sudamericana',
];
const FIRST_NAMES = [
  'María',
  'José',
  'Juan',
  'Ana',
  'Carlos',
  'Luis',
  'Rosa',
  'Jorge',
  'Lucía',
  'Fernando',
  'Silvia',
  'Diego',
  'Claudia',
  'Ricardo',
  'Patricia',
  'Hugo',
  'Mónica',
  'Óscar',
  'Gabriela',
  'Raúl',
  'Verónica',
  'Andrés',
  'Liz',
  'Néstor',
];
const LAST_NAMES = [
  'Benítez',
  'González',
  'Giménez',
  'Villalba',
  'Martínez',
  'Ramírez',
  'Duarte',
  'Ortiz',
  'Acosta',
  'Báez',
  'Cáceres',
  'Rojas',
  'Núñez',
  'Escobar',
  'Fernández',
  'Sosa',
  'Franco',
  'Ayala',
  'Insfrán',
  'Aquino',
  'Peña',
  'Zárate',
  'Meza',
  'Cardozo',
];
const STREETS = [
  'Av. Mariscal López',
  'Av. España',
  'Av. Eusebio Ayala',
  'Av. Artigas',
  'Ruta PY02',
  'Ruta PY01',
  'Av. San Martín',
  'Calle Palma',
  'Av. Santa Teresa',
  'Av. Fernando de la Mora',
  'Av. Defensores del Chaco',
  'Calle Independencia Nacional',
];
const POSITIONS = ['Director', 'Gerente General', 'Presidente', 'Socio Gerente', 'Apoderado', 'Director Comercial'];

const slugs = new Map<string, string>();
/** Names come from short lists, so each slug is computed once (a million suppliers call it 3 million times). */
const slug = (s: string) => {
  let done = slugs.get(s);
  if (done === undefined) {
    done = s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
    slugs.set(s, done);
  }
  return done;
};

const COUNTRY_WEIGHTS = COUNTRIES.map((c) => [c, c.weight] as const);
const LEGAL_SUFFIXES = new Set(['S.A.', 'S.R.L.', 'S.A.E.', 'S.A.E.C.A.', 'S.A.C.I.', 'S.A.I.C.', 'E.I.R.L.']);
const ACTIVIDADES = [
  ['Bienes', 40],
  ['Servicios', 20],
  ['Bienes y Servicios', 30],
  ['Subcontratista', 10],
] as const;

export interface GenerateOptions {
  count: number;
  /** Same seed, same suppliers. */
  seed?: number;
  /** The newest supplier is created around here; the oldest `months` earlier. */
  now?: Date;
  months?: number;
  /** Numbering offset, so several batches never repeat a tax id. */
  start?: number;
}

export function generateSuppliers({
  count,
  seed = 20_211,
  now = new Date(),
  months = 8,
  start = 0,
}: GenerateOptions): SupplierSeedRow[] {
  const r = random(seed + start);
  const spanMs = months * 30 * 24 * 60 * 60 * 1000;
  const rows: SupplierSeedRow[] = [];
  for (let i = 0; i < count; i++) {
    const n = start + i + 1;
    const country = r.weighted(COUNTRY_WEIGHTS);
    const [estado, cities] = r.pick(country.places);
    let ciudad = r.pick(cities);
    // Free text is typed by people: a few places come without accents or in capitals.
    const typo = r.next();
    if (typo < 0.02) ciudad = ciudad.normalize('NFD').replace(/\p{M}/gu, '');
    else if (typo < 0.03) ciudad = ciudad.toUpperCase();

    const segmento = r.weighted(SEGMENT_WEIGHTS);
    const rubro1 = r.pick(SEGMENT_RUBROS[segmento]);
    const rubros = r.next() < 0.3 ? [...new Set([rubro1, r.pick(SEGMENT_RUBROS[segmento])])] : [rubro1];
    const noun = RUBRO_NOUN[rubro1];
    const name = `${noun && r.next() < 0.6 ? noun : r.pick(BRANDS)} ${r.pick(PLACES)}`;
    const tipoProveedor = r.pick(country.tipos);
    const legalSuffix = LEGAL_SUFFIXES.has(tipoProveedor)
      ? ` ${tipoProveedor}`
      : country.pais === 'Brasil'
        ? ' Ltda.'
        : '';
    const domain = `${slug(name)}${country.tld}`;
    const person = () => `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    const ejecutivo = person();
    const ejecutivoMail = `${slug(ejecutivo.split(' ')[0]!)}.${slug(ejecutivo.split(' ')[1]!)}@${domain}`;
    const isParaguay = country.pais === 'Paraguay';
    const createdAt = new Date(now.getTime() - Math.floor((i / Math.max(count, 1)) * spanMs) - r.int(0, 36e5));

    rows.push({
      pais: country.pais,
      registro: country.registro(n, r),
      tipoProveedor: TIPOS_PROVEEDOR.includes(tipoProveedor as never) ? tipoProveedor : 'OTROS',
      razonSocial: `${name}${legalSuffix}`,
      nombreFantasia: r.next() < 0.9 ? name : null,
      actividad: r.weighted(ACTIVIDADES),
      inicioActividad: `${r.int(1965, 2022)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
      capitalSocial: r.int(1, 500) * 10_000,
      cantidadEmpleados: r.weighted([
        [r.int(2, 20), 50],
        [r.int(21, 200), 35],
        [r.int(201, 2000), 15],
      ] as const),
      representanteLegal: person(),
      documentoIdentidad: r.digits(7),
      puesto: r.pick(POSITIONS),
      celularRepresentante: isParaguay ? `09${r.int(71, 99)}${r.digits(6)}` : r.digits(10),
      nombreEjecutivo: ejecutivo,
      telefonoEjecutivo: isParaguay ? `09${r.int(71, 99)}${r.digits(6)}` : r.digits(10),
      emailEjecutivo: r.next() < 0.15 ? [ejecutivoMail, `ventas@${domain}`] : [ejecutivoMail],
      estado,
      ciudad,
      calle: `${r.pick(STREETS)} ${r.int(100, 9999)}`,
      telephone: isParaguay ? `0${r.int(21, 61)}${r.digits(6)}` : r.digits(10),
      telephone2: r.next() < 0.3 ? r.digits(9) : null,
      tipoTelephone: country.prefix,
      website: r.next() < 0.7 ? `https://www.${domain}` : null,
      email: `info@${domain}`,
      segmento,
      rubro: rubros,
      especialidad: null,
      detalle: `Provisión de ${rubros.map((x) => x.toLowerCase()).join(' y ')} para obras civiles e industriales.`,
      calificacion: r.pick(CALIFICACIONES),
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}

/** Inserts suppliers in batches (a statement holds at most 65,535 parameters); existing tax ids are kept. */
export async function insertSuppliers(
  db: Pick<Db, 'insert'>,
  rows: SupplierSeedRow[],
  batchSize = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    await db
      .insert(suppliers)
      .values(rows.slice(i, i + batchSize))
      .onConflictDoNothing();
  }
}

/** Suppliers of the demo: enough to page, search and filter in every way. */
export const DEMO_SUPPLIER_COUNT = 320;
