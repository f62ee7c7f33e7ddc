import { MSG } from '@abasto/domain/messages';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import type { OidcPurpose, OidcSettings } from '../oidc/oidc-flow.ts';

/**
 * "Ingresar con Google" (or the provider OIDC_PROVIDER_NAME names; docs/product.md#login). The
 * flow's code is loaded only on click, so it stays off the login page's first download.
 */
export function OidcButton({ settings, purpose, label }: { settings: OidcSettings; purpose: OidcPurpose; label: string }) {
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      const { startOidc } = await import('../oidc/oidc-flow.ts');
      await startOidc(settings, purpose);
    } catch {
      setBusy(false);
      notify.error(MSG.loginFailed);
    }
  }
  return (
    <Button variant="default" fullWidth loading={busy} onClick={() => void start()}>
      {label}
    </Button>
  );
}
