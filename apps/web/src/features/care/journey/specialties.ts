/** Choices of the specialty wizard (static demo data). */
export interface Specialty {
  value: string;
  label: string;
  description: string;
  procedures: { value: string; label: string; days: number }[];
}

export const SPECIALTIES: readonly Specialty[] = [
  {
    value: 'ortopedia',
    label: 'Ortopedia',
    description: 'Cirurgias de joelho, quadril e pé.',
    procedures: [
      { value: 'atj', label: 'Artroplastia total de joelho', days: 90 },
      { value: 'atq', label: 'Artroplastia total de quadril', days: 90 },
      { value: 'lca', label: 'Reconstrução do LCA', days: 120 },
    ],
  },
  {
    value: 'coluna',
    label: 'Coluna',
    description: 'Tratamento cirúrgico da coluna vertebral.',
    procedures: [
      { value: 'microdiscectomia', label: 'Microdiscectomia lombar', days: 60 },
      { value: 'artrodese', label: 'Artrodese lombar', days: 120 },
    ],
  },
  {
    value: 'ombro',
    label: 'Ombro e cotovelo',
    description: 'Cirurgias artroscópicas e reconstruções.',
    procedures: [
      { value: 'manguito', label: 'Reparo do manguito rotador', days: 120 },
      { value: 'bankart', label: 'Reparo de Bankart', days: 90 },
    ],
  },
  {
    value: 'fisioterapia',
    label: 'Fisioterapia',
    description: 'Jornadas de reabilitação sem cirurgia.',
    procedures: [
      { value: 'lombalgia', label: 'Lombalgia crônica', days: 45 },
      { value: 'entorse', label: 'Entorse de tornozelo', days: 30 },
    ],
  },
];
