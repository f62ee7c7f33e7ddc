import type { TemplateNode } from '@abasto/domain/template-tree';

/** Journey templates (sample data): specialty, then procedure, then template — three levels. */
export const TEMPLATE_TREE: TemplateNode[] = [
  {
    value: 'ortopedia',
    label: 'Ortopedia',
    children: [
      {
        value: 'ortopedia/joelho',
        label: 'Artroplastia total de joelho',
        children: [
          { value: 'ortopedia/joelho/padrao', label: 'Jornada padrão — 90 dias' },
          { value: 'ortopedia/joelho/acelerada', label: 'Recuperação acelerada — 45 dias' },
        ],
      },
      {
        value: 'ortopedia/quadril',
        label: 'Artroplastia total de quadril',
        children: [{ value: 'ortopedia/quadril/padrao', label: 'Jornada padrão — 90 dias' }],
      },
      {
        value: 'ortopedia/lca',
        label: 'Reconstrução do LCA',
        children: [
          { value: 'ortopedia/lca/atleta', label: 'Retorno ao esporte — 6 meses' },
          { value: 'ortopedia/lca/padrao', label: 'Jornada padrão — 120 dias' },
        ],
      },
    ],
  },
  {
    value: 'coluna',
    label: 'Coluna',
    children: [
      { value: 'coluna/hernia', label: 'Hérnia de disco lombar', children: [{ value: 'coluna/hernia/micro', label: 'Microdiscectomia — 60 dias' }] },
      { value: 'coluna/artrodese', label: 'Artrodese lombar' },
    ],
  },
  {
    value: 'ombro',
    label: 'Ombro',
    children: [{ value: 'ombro/manguito', label: 'Reparo do manguito rotador', children: [{ value: 'ombro/manguito/padrao', label: 'Jornada padrão — 120 dias' }] }],
  },
  { value: 'fisioterapia', label: 'Fisioterapia' },
];
