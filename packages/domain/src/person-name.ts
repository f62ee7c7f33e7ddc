/**
 * A person's name as lists show it ("Ana Souza"). No zod here: the prescription list reads it, and
 * it is drawn without the schemas (prescription.ts re-exports it).
 */
export function personName(person: { name: string; lastName: string }): string {
  return `${person.name} ${person.lastName}`.trim();
}
