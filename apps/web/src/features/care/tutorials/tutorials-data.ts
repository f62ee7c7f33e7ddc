/** The care-tutorial gallery (sample data): short guided videos for patients after surgery. */
export interface Tutorial {
  id: number;
  title: string;
  category: TutorialCategory;
  minutes: number;
  level: 'Iniciante' | 'Intermediário' | 'Avançado';
  summary: string;
  steps: string[];
}

export const TUTORIAL_CATEGORIES = ['Joelho', 'Quadril', 'Ombro', 'Coluna', 'Cuidados gerais'] as const;
export type TutorialCategory = (typeof TUTORIAL_CATEGORIES)[number];

export const CATEGORY_COLORS: Record<TutorialCategory, [string, string]> = {
  Joelho: ['#228be6', '#15aabf'],
  Quadril: ['#7950f2', '#be4bdb'],
  Ombro: ['#12b886', '#40c057'],
  Coluna: ['#fd7e14', '#fab005'],
  'Cuidados gerais': ['#e64980', '#f06595'],
};

export const TUTORIALS: readonly Tutorial[] = [
  {
    id: 1,
    title: 'Exercícios isométricos de quadríceps',
    category: 'Joelho',
    minutes: 6,
    level: 'Iniciante',
    summary: 'Fortaleça a coxa sem mover o joelho, já nos primeiros dias após a cirurgia.',
    steps: ['Deite-se com a perna operada estendida.', 'Contraia a coxa empurrando o joelho contra a cama.', 'Segure por 5 segundos e relaxe.', 'Faça 3 séries de 10 repetições.'],
  },
  {
    id: 2,
    title: 'Como usar o andador com segurança',
    category: 'Cuidados gerais',
    minutes: 4,
    level: 'Iniciante',
    summary: 'Posição correta, sequência de passos e cuidados em portas e tapetes.',
    steps: ['Ajuste a altura do andador na linha do punho.', 'Avance o andador, depois a perna operada.', 'Traga a outra perna até o andador.', 'Nunca gire o corpo sobre a perna operada.'],
  },
  {
    id: 3,
    title: 'Flexão ativa do joelho sentado',
    category: 'Joelho',
    minutes: 5,
    level: 'Intermediário',
    summary: 'Ganhe amplitude de movimento de forma progressiva e controlada.',
    steps: ['Sente-se numa cadeira firme.', 'Deslize o pé para trás, dobrando o joelho.', 'Segure 10 segundos no ponto de leve desconforto.', 'Volte devagar e repita 10 vezes.'],
  },
  {
    id: 4,
    title: 'Precauções após prótese de quadril',
    category: 'Quadril',
    minutes: 7,
    level: 'Iniciante',
    summary: 'Movimentos a evitar nas primeiras seis semanas para proteger a prótese.',
    steps: ['Não cruze as pernas.', 'Não dobre o quadril além de 90 graus.', 'Use um elevado no vaso sanitário.', 'Durma com um travesseiro entre as pernas.'],
  },
  {
    id: 5,
    title: 'Abdução de quadril deitado',
    category: 'Quadril',
    minutes: 5,
    level: 'Intermediário',
    summary: 'Fortalecimento dos músculos laterais do quadril.',
    steps: ['Deite-se de costas com as pernas estendidas.', 'Afaste a perna operada para o lado, sem girar o pé.', 'Volte devagar ao centro.', 'Faça 2 séries de 12 repetições.'],
  },
  {
    id: 6,
    title: 'Exercício pendular de Codman',
    category: 'Ombro',
    minutes: 4,
    level: 'Iniciante',
    summary: 'Alívio da rigidez do ombro com movimentos suaves guiados pela gravidade.',
    steps: ['Apoie o braço bom numa mesa e incline o tronco.', 'Deixe o braço operado pendurado e relaxado.', 'Faça pequenos círculos com o corpo, não com o braço.', 'Mantenha por 1 minuto em cada sentido.'],
  },
  {
    id: 7,
    title: 'Como vestir-se com tipoia',
    category: 'Ombro',
    minutes: 3,
    level: 'Iniciante',
    summary: 'Vista e tire a camisa sem forçar o ombro operado.',
    steps: ['Vista primeiro o braço operado, sem levantá-lo.', 'Passe a camisa pelas costas.', 'Vista o braço bom.', 'Para tirar, comece pelo braço bom.'],
  },
  {
    id: 8,
    title: 'Levantar-se da cama protegendo a coluna',
    category: 'Coluna',
    minutes: 3,
    level: 'Iniciante',
    summary: 'A técnica do rolamento em bloco para sair da cama sem dor.',
    steps: ['Dobre os joelhos e role de lado, como um tronco.', 'Desça as pernas pela beira da cama.', 'Empurre o colchão com os braços para sentar.', 'Fique sentado alguns segundos antes de levantar.'],
  },
  {
    id: 9,
    title: 'Ativação do core em decúbito',
    category: 'Coluna',
    minutes: 6,
    level: 'Intermediário',
    summary: 'Estabilização lombar com contração do transverso do abdômen.',
    steps: ['Deite-se com os joelhos dobrados.', 'Puxe o umbigo em direção à coluna sem prender a respiração.', 'Segure 10 segundos.', 'Repita 10 vezes, 2 vezes ao dia.'],
  },
  {
    id: 10,
    title: 'Cuidados com o curativo',
    category: 'Cuidados gerais',
    minutes: 5,
    level: 'Iniciante',
    summary: 'Quando trocar, como limpar e quais sinais de infecção observar.',
    steps: ['Lave bem as mãos antes de tocar no curativo.', 'Mantenha o curativo seco no banho.', 'Observe vermelhidão, calor ou secreção.', 'Avise a equipe se tiver febre acima de 37,8 °C.'],
  },
  {
    id: 11,
    title: 'Subir e descer escadas com muletas',
    category: 'Joelho',
    minutes: 4,
    level: 'Avançado',
    summary: 'Sobe com a boa, desce com a operada: a regra que evita quedas.',
    steps: ['Para subir: perna boa primeiro, depois muletas e perna operada.', 'Para descer: muletas e perna operada primeiro.', 'Use sempre o corrimão quando houver.', 'Peça ajuda nas primeiras vezes.'],
  },
  {
    id: 12,
    title: 'Crioterapia: uso correto do gelo',
    category: 'Cuidados gerais',
    minutes: 3,
    level: 'Iniciante',
    summary: 'Reduza dor e inchaço sem queimar a pele.',
    steps: ['Envolva o gelo num pano fino.', 'Aplique por 20 minutos.', 'Espere ao menos 1 hora entre aplicações.', 'Nunca durma com o gelo sobre a pele.'],
  },
];
