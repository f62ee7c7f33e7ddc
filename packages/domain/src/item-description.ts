import { z } from 'zod';
import { requiredText } from './care-record-fields.ts';
import { MSG } from './messages.ts';

/**
 * The care area's value lists (/api/itemDescripcion/{category}): what the selects of the care
 * screens offer. Care users read them; administrators of the care area change them.
 */
export const ITEM_CATEGORIES = [
  'sexo',
  'types',
  'especialidad',
  'units',
  'administrationTypes',
  'hospital',
  'eventTypes',
] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

export const ITEM_CATEGORY_LABELS: Record<ItemCategory, string> = {
  sexo: 'Sexo',
  types: 'Tipos de conteúdo',
  especialidad: 'Especialidades',
  units: 'Unidades',
  administrationTypes: 'Vias de administração',
  hospital: 'Hospitais',
  eventTypes: 'Tipos de evento',
};

export const ITEM_NAME_MAX = 120;

const name = requiredText(ITEM_NAME_MAX, MSG.careListNameRequired, MSG.careListNameTooLong);

export const ItemCategorySchema = z.enum(ITEM_CATEGORIES, { error: MSG.careListCategoryInvalid });

/** POST /api/itemDescripcion. */
export const ItemCreateSchema = z.object({ category: ItemCategorySchema, name });
/** PUT /api/itemDescripcion/{id}: renames the value (its category stays). */
export const ItemUpdateSchema = z.object({ name });

export interface ItemDescription {
  _id: number;
  id: number;
  category: ItemCategory;
  name: string;
}
