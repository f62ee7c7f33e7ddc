/** Quick search plus two filters, from very selective to broad: what people type on the list. */
export const LIST_QUERIES: Record<string, string>[] = [
  { q: 'cementos', pais: 'Paraguay', segmento: 'MATERIA PRIMA' },
  { q: 'asuncion', pais: 'Paraguay', rubro: 'Cementos' },
  { q: 'guarani', pais: 'Paraguay', segmento: 'CATÁLOGO DE PIEZAS' },
  { q: 'aceros', pais: 'Paraguay', ciudad: 'Luque' },
  { q: 'del este', estado: 'Central', segmento: 'SERVICIOS' },
  { q: 'martinez', pais: 'Brasil', segmento: 'MATERIA PRIMA' },
  { q: 'ferreteria', rubro: 'Ferretería', pais: 'Paraguay' },
  { q: 'encarnacion', segmento: 'CONSTRUCCIÓN CIVIL', pais: 'Paraguay' },
];
