import type { ConsentDocument } from '@abasto/domain/care-consent';
import { MSG } from '@abasto/domain/messages';
import { Alert, Button, Checkbox, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { notify } from '../../../../lib/notify.ts';
import { useConsent, useSignConsent } from '../api/consent.ts';

/**
 * The consent text, one box per confirmation, and a signature that waits for all of them. The
 * signature is the signer's own and kept on the server, so a reload still shows it signed
 * (docs/product.md#demo-screens).
 */
export function ConsentBlock({
  document = 'tcle',
  paragraphs,
  confirmations,
}: {
  document?: ConsentDocument;
  paragraphs: string[];
  confirmations: string[];
}) {
  const [checked, setChecked] = useState<boolean[]>(() => confirmations.map(() => false));
  const consent = useConsent(document);
  const sign = useSignConsent(document);
  const signedAt = consent.data?.signedAt ?? null;
  const all = checked.every(Boolean);

  return (
    <Stack gap="sm">
      <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
        <Stack gap="xs">
          {paragraphs.map((p) => (
            <Text key={p} size="sm">
              {p}
            </Text>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {confirmations.map((c, i) => (
        <Checkbox
          key={c}
          label={c}
          checked={signedAt !== null || checked[i]}
          disabled={signedAt !== null || consent.isPending}
          onChange={(e) => {
            const value = e.currentTarget.checked;
            setChecked((current) => current.map((v, j) => (j === i ? value : v)));
          }}
        />
      ))}
      {signedAt ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} data-testid="consent-signed">
          {MSG.journeyConsentSigned(dayjs(signedAt).format('DD/MM/YYYY HH:mm'))}
        </Alert>
      ) : (
        <Group justify="flex-end">
          <Button
            disabled={!all || consent.isPending}
            loading={sign.isPending}
            onClick={() => sign.mutate(undefined, { onError: () => notify.error(MSG.careConsentSignFailed) })}
          >
            {MSG.journeySign}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
