import type { PublicConfig } from '@abasto/domain/public-config';
import type { AppContext } from '../../context.ts';

/** The few settings the browser reads before login; each one named, nothing else of the config. */
export function getPublicConfig({ ctx }: { ctx: AppContext }): PublicConfig {
  const { OIDC_CLIENT_ID, OIDC_ISSUER, OIDC_PROVIDER_NAME, OIDC_CLIENT_SECRET } = ctx.config;
  return {
    companyWebsiteUrl: ctx.config.COMPANY_WEBSITE_URL,
    // Never the secret: only whether the server holds one (docs/product.md#login).
    oidc: OIDC_CLIENT_ID
      ? {
          providerName: OIDC_PROVIDER_NAME,
          issuer: OIDC_ISSUER,
          clientId: OIDC_CLIENT_ID,
          serverExchange: OIDC_CLIENT_SECRET !== undefined,
        }
      : null,
  };
}
