import { z } from 'zod';

/** Settings the browser needs before anyone logs in (GET /api/config/public). Nothing secret. */
export const PublicConfigSchema = z.object({
  /** Where the browser goes after a public supplier registration (docs/product.md#public-registration). */
  companyWebsiteUrl: z.string(),
  /**
   * Sign-in with an OpenID Connect provider (docs/product.md#login), or null when it is off. The
   * browser runs the authorization-code flow with PKCE against `issuer`; with `serverExchange` the
   * provider wants a client secret, so the server exchanges the code.
   */
  oidc: z
    .object({
      providerName: z.string(),
      issuer: z.string(),
      clientId: z.string(),
      serverExchange: z.boolean(),
    })
    .nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
