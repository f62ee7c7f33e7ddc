import { z } from 'zod';

/** Settings the browser needs before anyone logs in (GET /api/config/public). Nothing secret. */
export const PublicConfigSchema = z.object({
  /** Where the browser goes after a public supplier registration (docs/product.md#public-registration). */
  companyWebsiteUrl: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
