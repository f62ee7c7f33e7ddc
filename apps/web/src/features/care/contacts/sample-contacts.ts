/**
 * Sample contacts of the care area (docs/product.md#demo-screens: the list is sample data). Built by arithmetic over
 * fixed lists, never at random, so every visit and every test sees the same 62 people.
 */
export interface SampleContact {
  id: number;
  name: string;
  company: string;
  role: string;
  email: string;
  phone: string;
  /** Days since the last interaction; the smallest come first in 'Ultimas Interações'. */
  lastInteractionDays: number;
}

export const CONTACT_COUNT = 62;
export const RECENT_CONTACT_COUNT = 8;

const FIRST = [
  'Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Karina',
  'Lucas', 'Mariana', 'Nicolas', 'Olívia', 'Pedro', 'Rafaela', 'Samuel', 'Tatiana', 'Vinícius', 'Yasmin',
];
const LAST = ['Almeida', 'Barbosa', 'Cardoso', 'Dias', 'Esteves', 'Ferreira', 'Gomes', 'Lima', 'Moreira', 'Nunes', 'Pereira', 'Queiroz', 'Rocha'];
const COMPANIES = [
  'Hospital Santa Clara',
  'Clínica OrtoVida',
  'Instituto do Joelho',
  'Fisio Movimento',
  'Laboratório Diagnóstika',
  'Centro de Reabilitação Aurora',
  'Hospital São Lucas',
  'Clínica Coluna & Cia',
  'Radiologia Imagem Certa',
];
const ROLES = ['Ortopedista', 'Fisioterapeuta', 'Enfermeira', 'Anestesiologista', 'Recepcionista', 'Radiologista', 'Nutricionista'];

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');
}

function build(): SampleContact[] {
  const out: SampleContact[] = [];
  for (let i = 0; i < CONTACT_COUNT; i++) {
    const first = FIRST[i % FIRST.length] as string;
    const last = LAST[(i * 5) % LAST.length] as string;
    const company = COMPANIES[(i * 7) % COMPANIES.length] as string;
    out.push({
      id: i + 1,
      name: `${first} ${last}`,
      company,
      role: ROLES[(i * 3) % ROLES.length] as string,
      email: `${slug(first)}.${slug(last)}@${slug(company)}.com.br`,
      phone: `(11) 9${String(8000 + ((i * 37) % 2000)).padStart(4, '0')}-${String(1000 + ((i * 53) % 9000)).padStart(4, '0')}`,
      lastInteractionDays: (i * 17) % 90,
    });
  }
  return out;
}

/** All contacts, by name. */
export const SAMPLE_CONTACTS: readonly SampleContact[] = build().sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id);

/** The most recent interactions, most recent first. */
export const RECENT_CONTACTS: readonly SampleContact[] = [...SAMPLE_CONTACTS]
  .sort((a, b) => a.lastInteractionDays - b.lastInteractionDays || a.id - b.id)
  .slice(0, RECENT_CONTACT_COUNT);
