import type { JourneyScreenData } from './journey-types.ts';

/** The journey the demo screens describe. */
export const DEMO_JOURNEY_NAME = 'Artroplastia Total de Joelho';

const SPECIALTIES = ['Ortopedia', 'Fisioterapia', 'Coluna', 'Ombro e cotovelo'];

/** The eleven clinical-journey screens (static demo content), in the order a journey is put together. */
export const JOURNEY_SCREENS: readonly JourneyScreenData[] = [
  {
    slug: 'nome-da-jornada',
    title: 'Nome da Jornada',
    description: 'Identificação da jornada de cuidado e do procedimento a que se refere.',
    blocks: [
      {
        kind: 'fields',
        title: 'Identificação',
        fields: [
          { label: 'Nome da jornada', value: DEMO_JOURNEY_NAME, span: 12 },
          { label: 'Especialidade', value: 'Ortopedia', kind: 'select', options: SPECIALTIES },
          { label: 'Procedimento', value: 'Artroplastia total de joelho (ATJ)' },
          { label: 'Duração prevista (dias)', value: '90', kind: 'number' },
          { label: 'Código do procedimento', value: '3.07.33.04-9' },
          { label: 'Descrição', value: 'Acompanhamento do paciente desde a indicação cirúrgica até a alta da reabilitação, com orientações, exames, consentimento e retornos programados.', kind: 'textarea', span: 12 },
        ],
      },
      {
        kind: 'table',
        title: 'Equipe responsável',
        headers: ['Profissional', 'Função', 'Contato'],
        rows: [
          ['Dr. Marcos Souza', 'Cirurgião responsável', 'Ramal 2140'],
          ['Dra. Helena Prado', 'Anestesiologista', 'Ramal 2188'],
          ['Ft. Bianca Rocha', 'Fisioterapeuta', 'Ramal 2302'],
          ['Enf. Tiago Ramos', 'Enfermagem de navegação', 'Ramal 2011'],
        ],
      },
    ],
  },
  {
    slug: 'funcao-jornada',
    title: 'Função Jornada',
    description: 'Para que serve esta jornada e o que se espera de cada participante.',
    blocks: [
      {
        kind: 'fields',
        title: 'Objetivo',
        fields: [
          { label: 'Tipo de jornada', value: 'Cirúrgica eletiva', kind: 'select', options: ['Cirúrgica eletiva', 'Cirúrgica de urgência', 'Clínica', 'Reabilitação'] },
          { label: 'Fase inicial', value: 'Pré-operatório', kind: 'select', options: ['Pré-operatório', 'Internação', 'Pós-operatório'] },
          { label: 'Objetivo principal', value: 'Reduzir complicações e o tempo de recuperação com orientação contínua do paciente.', kind: 'textarea', span: 12 },
        ],
      },
      {
        kind: 'checklist',
        title: 'Metas da jornada',
        items: [
          { label: 'Paciente caminhando com andador no 1º dia pós-operatório', done: true },
          { label: 'Flexão do joelho de 90° até a 3ª semana', done: true },
          { label: 'Dor menor ou igual a 3/10 em repouso até o 10º dia' },
          { label: 'Retorno às atividades diárias em 6 semanas' },
          { label: 'Nenhuma readmissão em 30 dias' },
        ],
      },
      {
        kind: 'table',
        title: 'Responsabilidades',
        headers: ['Participante', 'Faz', 'Recebe'],
        rows: [
          ['Paciente', 'Responde o questionário diário e registra a dor', 'Lembretes, conteúdos e exercícios'],
          ['Médico', 'Prescreve, opera e revisa alertas', 'Alertas de dor e respostas fora do esperado'],
          ['Fisioterapeuta', 'Define e ajusta os exercícios', 'Evolução da amplitude e da dor'],
          ['Enfermagem', 'Navega o paciente entre as etapas', 'Pendências e encaminhamentos'],
        ],
      },
    ],
  },
  {
    slug: 'guia-cirurgica',
    title: 'Guía Cirúrgica',
    description: 'O passo a passo do paciente até o dia da cirurgia.',
    blocks: [
      {
        kind: 'timeline',
        title: 'Antes da cirurgia',
        items: [
          { when: '30 dias antes', title: 'Consulta pré-anestésica', text: 'Avaliação clínica e revisão dos medicamentos de uso contínuo.' },
          { when: '21 dias antes', title: 'Exames pré-operatórios', text: 'Coleta de sangue, eletrocardiograma e raio-X do joelho.' },
          { when: '7 dias antes', title: 'Suspender medicamentos', text: 'Interromper anti-inflamatórios e anticoagulantes conforme orientação.' },
          { when: '1 dia antes', title: 'Preparação', text: 'Banho com clorexidina, jejum de 8 horas e separar documentos.' },
          { when: 'Dia da cirurgia', title: 'Internação', text: 'Chegar 2 horas antes, com acompanhante e exames em mãos.' },
        ],
      },
      {
        kind: 'checklist',
        title: 'Levar no dia da internação',
        items: [
          { label: 'Documento com foto e carteirinha do convênio' },
          { label: 'Exames pré-operatórios' },
          { label: 'TCLE assinado' },
          { label: 'Roupas confortáveis e calçado fechado antiderrapante' },
          { label: 'Andador ou muletas' },
        ],
      },
    ],
  },
  {
    slug: 'exames',
    title: 'Exames',
    description: 'Exames pedidos antes e depois da cirurgia, e sua situação.',
    blocks: [
      {
        kind: 'table',
        title: 'Exames pré-operatórios',
        headers: ['Exame', 'Quando', 'Preparo', 'Situação'],
        rows: [
          ['Hemograma completo', '21 dias antes', 'Jejum de 4 horas', 'Resultado disponível'],
          ['Coagulograma', '21 dias antes', 'Jejum de 4 horas', 'Resultado disponível'],
          ['Glicemia e creatinina', '21 dias antes', 'Jejum de 8 horas', 'Agendado'],
          ['Eletrocardiograma', '21 dias antes', 'Nenhum', 'Agendado'],
          ['Raio-X do joelho com carga', '30 dias antes', 'Nenhum', 'Resultado disponível'],
        ],
      },
      {
        kind: 'table',
        title: 'Exames pós-operatórios',
        headers: ['Exame', 'Quando', 'Preparo', 'Situação'],
        rows: [
          ['Raio-X de controle', 'Retorno de 30 dias', 'Nenhum', 'A pedir'],
          ['Hemograma', '7º dia pós-operatório', 'Nenhum', 'A pedir'],
        ],
      },
      { kind: 'content-slot', title: 'Orientações sobre os exames', hint: 'Anexe conteúdos que expliquem o preparo de cada exame.' },
    ],
  },
  {
    slug: 'tcle',
    title: 'TCLE',
    description: 'Termo de Consentimento Livre e Esclarecido do procedimento.',
    blocks: [
      {
        kind: 'consent',
        title: 'Termo de Consentimento Livre e Esclarecido',
        paragraphs: [
          'Eu, paciente abaixo identificado, declaro que fui informado(a) de forma clara sobre o procedimento de artroplastia total de joelho, seus objetivos, benefícios esperados e alternativas de tratamento.',
          'Fui informado(a) dos riscos possíveis, entre eles infecção, trombose venosa, rigidez articular, lesão de nervos ou vasos, soltura ou desgaste da prótese e necessidade de nova cirurgia.',
          'Compreendo que a recuperação depende da minha participação na reabilitação, e que o resultado pode variar de pessoa para pessoa.',
          'Tive a oportunidade de fazer perguntas, que foram respondidas de forma satisfatória, e sei que posso retirar este consentimento a qualquer momento antes do procedimento.',
        ],
        confirmations: [
          'Li e compreendi as informações deste termo.',
          'Recebi explicações sobre riscos, benefícios e alternativas.',
          'Autorizo a realização do procedimento e da anestesia necessária.',
        ],
      },
    ],
  },
  {
    slug: 'descricao-cirurgica',
    title: 'Descrição Cirúrgica',
    description: 'Registro do que foi feito no centro cirúrgico.',
    blocks: [
      {
        kind: 'fields',
        title: 'Dados do procedimento',
        fields: [
          { label: 'Cirurgião', value: 'Dr. Marcos Souza' },
          { label: 'Auxiliar', value: 'Dr. André Lins' },
          { label: 'Anestesia', value: 'Raquianestesia com bloqueio do canal dos adutores', kind: 'select', options: ['Raquianestesia com bloqueio do canal dos adutores', 'Anestesia geral', 'Peridural'] },
          { label: 'Duração (minutos)', value: '95', kind: 'number' },
          { label: 'Lado', value: 'Direito', kind: 'select', options: ['Direito', 'Esquerdo', 'Bilateral'] },
          { label: 'Garrote (minutos)', value: '70', kind: 'number' },
        ],
      },
      {
        kind: 'table',
        title: 'Implantes',
        headers: ['Componente', 'Tamanho', 'Fixação'],
        rows: [
          ['Componente femoral', '5', 'Cimentado'],
          ['Componente tibial', '4', 'Cimentado'],
          ['Polietileno', '10 mm', '—'],
          ['Patela', 'Não substituída', '—'],
        ],
      },
      {
        kind: 'text',
        title: 'Relato',
        paragraphs: [
          'Via de acesso parapatelar medial. Cortes femoral distal e tibial proximal com guias intramedular e extramedular. Balanço ligamentar satisfatório em extensão e flexão.',
          'Cimentação dos componentes, revisão da hemostasia e fechamento por planos. Sem intercorrências. Paciente encaminhado à recuperação anestésica em boas condições.',
        ],
      },
    ],
  },
  {
    slug: 'cuidados-pos-operatorios',
    title: 'Cuidados Pós-Operatórios',
    description: 'O que o paciente deve fazer, e evitar, em cada fase da recuperação.',
    blocks: [
      {
        kind: 'timeline',
        title: 'Fases da recuperação',
        items: [
          { when: 'Dias 0 a 3', title: 'Internação', text: 'Controle da dor, gelo, levantar com andador e exercícios de bomba de tornozelo.' },
          { when: 'Dias 4 a 14', title: 'Em casa', text: 'Curativo seco, anticoagulante diário e exercícios de amplitude duas vezes ao dia.' },
          { when: 'Semanas 3 a 6', title: 'Fortalecimento', text: 'Fisioterapia três vezes por semana e trocar o andador pela bengala.' },
          { when: 'Semanas 7 a 12', title: 'Retorno às atividades', text: 'Caminhadas, bicicleta ergométrica e retorno ao trabalho leve.' },
        ],
      },
      {
        kind: 'checklist',
        title: 'Sinais de alerta: procurar a equipe',
        items: [
          { label: 'Febre acima de 37,8 °C' },
          { label: 'Vermelhidão, calor ou secreção na ferida' },
          { label: 'Dor na panturrilha ou inchaço de toda a perna' },
          { label: 'Falta de ar ou dor no peito' },
        ],
      },
    ],
  },
  {
    slug: 'educacao',
    title: 'Educação',
    description: 'Conteúdos enviados ao paciente ao longo da jornada.',
    blocks: [
      {
        kind: 'table',
        title: 'Plano educativo',
        headers: ['Quando', 'Tema', 'Formato'],
        rows: [
          ['Indicação cirúrgica', 'O que é a artroplastia de joelho', 'Vídeo'],
          ['15 dias antes', 'Preparando a casa para a volta', 'Guia ilustrado'],
          ['Alta hospitalar', 'Uso do andador e das muletas', 'Vídeo'],
          ['Semana 1', 'Cuidados com o curativo', 'Artigo'],
          ['Semana 3', 'Exercícios de fortalecimento', 'Vídeo'],
        ],
      },
      { kind: 'content-slot', title: 'Conteúdos da jornada', hint: 'Escolha na biblioteca os conteúdos que o paciente receberá.' },
    ],
  },
  {
    slug: 'encaminhamentos',
    title: 'Encaminhamentos',
    description: 'Outros profissionais e serviços para onde o paciente é encaminhado.',
    blocks: [
      {
        kind: 'table',
        title: 'Encaminhamentos da jornada',
        headers: ['Especialidade', 'Profissional', 'Motivo', 'Prazo'],
        rows: [
          ['Cardiologia', 'Dr. Paulo Vieira', 'Risco cirúrgico', 'Antes da cirurgia'],
          ['Fisioterapia', 'Ft. Bianca Rocha', 'Reabilitação pós-operatória', 'A partir do 2º dia'],
          ['Nutrição', 'Nut. Clara Dias', 'Controle de peso', 'Semana 2'],
          ['Psicologia', 'Psi. Renato Alves', 'Ansiedade pré-operatória', 'Se necessário'],
        ],
      },
      {
        kind: 'fields',
        title: 'Novo encaminhamento',
        fields: [
          { label: 'Especialidade', value: 'Fisioterapia', kind: 'select', options: ['Cardiologia', 'Fisioterapia', 'Nutrição', 'Psicologia', 'Enfermagem'] },
          { label: 'Prazo', value: 'Semana 4' },
          { label: 'Motivo', value: 'Hidroterapia para ganho de amplitude', kind: 'textarea', span: 12 },
        ],
      },
    ],
  },
  {
    slug: 'retorno',
    title: 'Retorno',
    description: 'Consultas de retorno programadas depois da cirurgia.',
    blocks: [
      {
        kind: 'table',
        title: 'Agenda de retornos',
        headers: ['Dia pós-operatório', 'Consulta', 'Profissional', 'Modalidade'],
        rows: [
          ['7º dia', 'Revisão da ferida', 'Enf. Tiago Ramos', 'Presencial'],
          ['14º dia', 'Retirada de pontos', 'Dr. Marcos Souza', 'Presencial'],
          ['30º dia', 'Avaliação com raio-X', 'Dr. Marcos Souza', 'Presencial'],
          ['60º dia', 'Evolução da reabilitação', 'Ft. Bianca Rocha', 'Teleconsulta'],
          ['90º dia', 'Alta da jornada', 'Dr. Marcos Souza', 'Presencial'],
        ],
      },
      {
        kind: 'fields',
        title: 'Regras de agendamento',
        fields: [
          { label: 'Antecedência do lembrete (dias)', value: '2', kind: 'number' },
          { label: 'Remarcação permitida até (horas antes)', value: '24', kind: 'number' },
        ],
      },
    ],
  },
  {
    slug: 'notificacao-push',
    title: 'Notificação Push',
    description: 'Mensagens enviadas ao celular do paciente em cada momento da jornada.',
    blocks: [
      {
        kind: 'notifications',
        title: 'Mensagens programadas',
        items: [
          { when: '1 dia antes · 18:00', title: 'Amanhã é o grande dia', body: 'Lembre-se do jejum de 8 horas e do banho com clorexidina.' },
          { when: 'Diariamente · 09:00', title: 'Como você está hoje?', body: 'Responda o questionário diário: leva menos de 2 minutos.' },
          { when: 'Diariamente · 20:00', title: 'Hora do anticoagulante', body: 'Não esqueça a dose de hoje. Registre no aplicativo.' },
          { when: '2 dias antes de cada retorno', title: 'Seu retorno está chegando', body: 'Confirme sua presença ou remarque pelo aplicativo.' },
        ],
      },
      {
        kind: 'fields',
        title: 'Nova notificação',
        fields: [
          { label: 'Título', value: 'Exercícios da tarde' },
          { label: 'Quando', value: 'Diariamente · 15:00' },
          { label: 'Mensagem', value: 'Faça a série de flexão do joelho sentado e registre a dor.', kind: 'textarea', span: 12 },
        ],
      },
    ],
  },
];

export function journeyScreen(slug: string | undefined): JourneyScreenData | undefined {
  return JOURNEY_SCREENS.find((s) => s.slug === slug);
}
