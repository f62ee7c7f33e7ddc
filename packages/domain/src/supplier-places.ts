import { foldText } from './fold-text.ts';

/**
 * The place filters of the supplier list narrow each other (docs/product.md#supplier-list):
 * Departamento offers the departamentos of the chosen País, Ciudad the cities of the chosen País
 * and Departamento. A chosen Departamento or Ciudad the narrowed options no longer hold is
 * dropped. The server answers the options by this rule, and the list page drops by it.
 * No zod here: the list page is a first screen.
 */

/** Free-text places match without regard to case, accents or surrounding spaces. */
export function samePlace(a: string, b: string): boolean {
  return foldText(a).trim() === foldText(b).trim();
}

export interface PlaceSelection {
  pais?: string | null;
  estado?: string | null;
  ciudad?: string | null;
}

export interface NarrowedPlaces {
  estados: readonly string[];
  ciudades: readonly string[];
}

export type DroppedPlace = 'estado' | 'ciudad';

/** The selection the narrowed options allow: a departamento or city they do not hold is dropped. */
export function keepPossiblePlaces(
  selection: PlaceSelection,
  options: Partial<NarrowedPlaces>,
): { estado: string | null; ciudad: string | null; dropped: DroppedPlace[] } {
  const dropped: DroppedPlace[] = [];
  const keep = (key: DroppedPlace, value: string | null | undefined, among: readonly string[] | undefined) => {
    if (!value) return null;
    if (among === undefined || among.some((option) => samePlace(option, value))) return value;
    dropped.push(key);
    return null;
  };
  const estado = keep('estado', selection.estado, options.estados);
  const ciudad = keep('ciudad', selection.ciudad, options.ciudades);
  return { estado, ciudad, dropped };
}
