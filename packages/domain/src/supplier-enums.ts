/**
 * The fixed value lists of a supplier (docs/product.md#supplier-value-lists). The product
 * names only some values of pais, tipoProveedor and rubro; the rest are written for a
 * construction-materials company in Paraguay and its region, keeping every named value and the
 * defaults. Stored values are exactly these strings, so renaming one needs a data migration.
 */

/** 71 countries: the whole of the Americas first in weight, then the usual origins of imports. */
export const PAISES = [
  'Alemania',
  'Arabia Saudita',
  'Argentina',
  'Australia',
  'Austria',
  'Bahamas',
  'Barbados',
  'Bélgica',
  'Belice',
  'Bolivia',
  'Brasil',
  'Canadá',
  'Chile',
  'China',
  'Colombia',
  'Corea del Sur',
  'Costa Rica',
  'Cuba',
  'Dinamarca',
  'Ecuador',
  'Egipto',
  'El Salvador',
  'Emiratos Árabes Unidos',
  'España',
  'Estados Unidos',
  'Filipinas',
  'Finlandia',
  'Francia',
  'Grecia',
  'Guatemala',
  'Guyana',
  'Haití',
  'Honduras',
  'India',
  'Indonesia',
  'Irlanda',
  'Israel',
  'Italia',
  'Jamaica',
  'Japón',
  'Malasia',
  'Marruecos',
  'México',
  'Nicaragua',
  'Noruega',
  'Nueva Zelanda',
  'Países Bajos',
  'Panamá',
  'Paraguay',
  'Perú',
  'Polonia',
  'Portugal',
  'Puerto Rico',
  'Reino Unido',
  'República Checa',
  'República Dominicana',
  'Rumania',
  'Rusia',
  'Singapur',
  'Sudáfrica',
  'Suecia',
  'Suiza',
  'Surinam',
  'Tailandia',
  'Taiwán',
  'Trinidad y Tobago',
  'Turquía',
  'Ucrania',
  'Uruguay',
  'Venezuela',
  'Vietnam',
] as const;
export type Pais = (typeof PAISES)[number];
export const DEFAULT_PAIS: Pais = 'Paraguay';

/** 20 legal forms; the ones docs/product.md#supplier-value-lists names are all here, spelled as it spells them. */
export const TIPOS_PROVEEDOR = [
  'S.A.',
  'S.R.L.',
  'S.A.E.',
  'S.A.E.C.A.',
  'S.A.I.C.',
  'S.A.C.I.',
  'C.E.I.S.A.',
  'E.I.R.L.',
  'ADES',
  'ASOCIACIÓN',
  'COASEGURO',
  'CONSORCIO',
  'COOPERATIVAS',
  'ENTIDAD PÚBLICA',
  'FUNDACIÓN',
  'PERSONA FÍSICA',
  'PERSONA FÍSICA EXTRANJERA',
  'PERSONA JURÍDICA EXTRANJERA',
  'SUCURSAL DE EMPRESA EXTRANJERA',
  'OTROS',
] as const;
export type TipoProveedor = (typeof TIPOS_PROVEEDOR)[number];
export const DEFAULT_TIPO_PROVEEDOR: TipoProveedor = 'S.A.';

/** 43 lines of business of a construction-materials buyer (cements ... rentals, others). */
export const RUBROS = [
  'Cementos',
  'Cal y Yeso',
  'Áridos',
  'Ladrillos y Bloques',
  'Hormigón Elaborado',
  'Prefabricados de Hormigón',
  'Maderas',
  'Aberturas',
  'Hierros y Aceros',
  'Metales No Ferrosos',
  'Perfiles y Chapas',
  'Techos y Cubiertas',
  'Aislantes e Impermeabilizantes',
  'Pinturas',
  'Revestimientos y Pisos',
  'Cerámicas y Porcelanatos',
  'Vidrios',
  'Sanitarios',
  'Plomería',
  'Grifería',
  'Materiales Eléctricos',
  'Iluminación',
  'Ferretería',
  'Herramientas',
  'Bombas',
  'Maquinarias',
  'Repuestos',
  'Combustibles y Lubricantes',
  'Equipos de Protección Personal',
  'Seguridad e Higiene',
  'Informática',
  'Telecomunicaciones',
  'Artículos de Oficina',
  'Limpieza',
  'Fletes',
  'Logística y Depósito',
  'Subcontratos',
  'Servicios Profesionales',
  'Servicios Técnicos',
  'Alquiler de Maquinarias',
  'Alquiler de Equipos',
  'Alquiler de Vehículos',
  'Otros',
] as const;
export type Rubro = (typeof RUBROS)[number];
export const DEFAULT_RUBRO: Rubro = 'Otros';

export const SEGMENTOS = [
  'CATÁLOGO DE PIEZAS',
  'SERVICIOS DE CONSULTORÍA',
  'CONSTRUCCIÓN CIVIL',
  'MATERIA PRIMA',
  'SERVICIOS',
  'MONTAJE',
  'EQUIPOS DE PROYECTO',
  'SERVICIOS FORESTALES',
  'OTROS',
] as const;
export type Segmento = (typeof SEGMENTOS)[number];
export const DEFAULT_SEGMENTO: Segmento = 'OTROS';

export const ACTIVIDADES = ['Bienes', 'Servicios', 'Bienes y Servicios', 'Subcontratista'] as const;
export type Actividad = (typeof ACTIVIDADES)[number];
export const DEFAULT_ACTIVIDAD: Actividad = 'Bienes y Servicios';

export const CALIFICACIONES = ['No evaluado', 'Rechazado', 'Bueno', 'Muy bueno', 'Excelente'] as const;
export type Calificacion = (typeof CALIFICACIONES)[number];
