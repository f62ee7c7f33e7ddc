/**
 * Folds case and accents, as the quick search and the option lookup do ("catalogo" finds
 * "CATÁLOGO DE PIEZAS"). No zod here: the supplier list's filters use it on the first screen.
 */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
