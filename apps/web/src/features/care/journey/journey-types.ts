/** What a journey screen is made of: every one of the twelve screens is data rendered by one component. */
export interface JourneyField {
  label: string;
  value: string;
  kind?: 'text' | 'textarea' | 'select' | 'number';
  options?: string[];
  /** Columns of 12 the field takes on wide screens (default 6). */
  span?: number;
}

export type JourneyBlock =
  | { kind: 'fields'; title: string; fields: JourneyField[] }
  | { kind: 'checklist'; title: string; items: { label: string; done?: boolean }[] }
  | { kind: 'table'; title: string; headers: string[]; rows: string[][] }
  | { kind: 'timeline'; title: string; items: { when: string; title: string; text: string }[] }
  | { kind: 'text'; title: string; paragraphs: string[] }
  | { kind: 'consent'; title: string; paragraphs: string[]; confirmations: string[] }
  | { kind: 'notifications'; title: string; items: { when: string; title: string; body: string }[] }
  /** Where a screen attaches items of the content library (the picker comes with the content library). */
  | { kind: 'content-slot'; title: string; hint: string };

export interface JourneyScreenData {
  slug: string;
  /** The screen's name as the product writes it (docs/product.md#demo-screens). */
  title: string;
  description: string;
  blocks: JourneyBlock[];
}
