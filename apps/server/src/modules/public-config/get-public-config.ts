import type { PublicConfig } from '@abasto/domain/public-config';
import type { AppContext } from '../../context.ts';

/** The few settings the browser reads before login; each one named, nothing else of the config. */
export function getPublicConfig({ ctx }: { ctx: AppContext }): PublicConfig {
  return { companyWebsiteUrl: ctx.config.COMPANY_WEBSITE_URL };
}
