import { ROLES } from '@abasto/domain/roles';
import { z } from 'zod';

export const SessionUserSchema = z.object({
  _id: z.number(),
  id: z.number(),
  email: z.string(),
  name: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  picture: z.string().nullable(),
  especialidadPrincipal: z.string().nullable(),
  supplierId: z.number().nullable(),
  nombreFantasia: z.string().nullable(),
});

export const LoginBodySchema = z.object({
  email: z.string().trim().max(320),
  password: z.string().max(500),
});

export const LoginResponseSchema = z.object({ token: z.string(), user: SessionUserSchema });
