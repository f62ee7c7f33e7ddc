import { MSG } from '@abasto/domain/messages';
import { idParamsSchema } from '@abasto/domain/record-id';
import {
  ADMISSION_LIST_QUERY,
  AdmissionCountSchema,
  AdmissionDecisionInputSchema,
  AdmissionDetailSchema,
  AdmissionListSchema,
  AdmissionNotifySchema,
} from '@abasto/domain/supplier-admission';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  countPendingAdmissions,
  decideAdmission,
  getAdmission,
  getAdmissionNotify,
  listAdmissions,
  setAdmissionNotify,
} from './admission.ts';

const IdParams = idParamsSchema(MSG.admissionIdInvalid);
const tags = ['Solicitudes de alta'];

/** "Solicitudes de alta" (docs/product.md#supplier-admission): gerente and admin only. */
export const admissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/solicitudes-alta',
    {
      config: { access: 'suppliers.admission' },
      schema: {
        summary: 'Solicitudes de alta pendientes (con todas=true, también las decididas)',
        tags,
        querystring: ADMISSION_LIST_QUERY,
        response: { 200: AdmissionListSchema },
      },
    },
    async (request) => listAdmissions(app.ctx, request.query.todas === 'true'),
  );
  app.get(
    '/api/auth/solicitudes-alta/cantidad',
    {
      config: { access: 'suppliers.admission' },
      schema: { summary: 'Cuántas solicitudes de alta esperan (la insignia del menú)', tags, response: { 200: AdmissionCountSchema } },
    },
    async () => ({ pendientes: await countPendingAdmissions(app.ctx.db) }),
  );
  app.get(
    '/api/auth/solicitudes-alta/aviso',
    {
      config: { access: 'suppliers.admission' },
      schema: { summary: 'Si quien llama recibe un correo por cada nueva solicitud de alta', tags, response: { 200: AdmissionNotifySchema } },
    },
    async (request) => getAdmissionNotify(app.ctx, currentUser(request)),
  );
  app.put(
    '/api/auth/solicitudes-alta/aviso',
    {
      config: { access: 'suppliers.admission' },
      schema: {
        summary: 'Activar o desactivar el aviso de nuevas solicitudes de alta (quien llama)',
        tags,
        body: AdmissionNotifySchema,
        response: { 200: AdmissionNotifySchema },
      },
    },
    async (request) => setAdmissionNotify(app.ctx, currentUser(request), request.body.avisar),
  );
  app.get(
    '/api/auth/solicitudes-alta/:id',
    {
      config: { access: 'suppliers.admission' },
      schema: { summary: 'Una solicitud de alta con sus datos y alertas', tags, params: IdParams, response: { 200: AdmissionDetailSchema } },
    },
    async (request) => getAdmission(app.ctx, request.params.id),
  );
  app.post(
    '/api/auth/solicitudes-alta/:id/decision',
    {
      config: { access: 'suppliers.admission' },
      schema: {
        summary: 'Aceptar una solicitud de alta, o rechazarla con un motivo que se envía al solicitante',
        tags,
        params: IdParams,
        body: AdmissionDecisionInputSchema,
        response: { 200: AdmissionDetailSchema },
      },
    },
    async (request) => decideAdmission({ ctx: app.ctx, id: request.params.id, user: currentUser(request), input: request.body }),
  );
};
