import { MSG } from '@abasto/domain/messages';
import { Alert, Button, Checkbox, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';

/** The consent text, one box per confirmation, and a signature that waits for all of them (kept in the page only). */
export function ConsentBlock({ paragraphs, confirmations }: { paragraphs: string[]; confirmations: string[] }) {
  const [checked, setChecked] = useState<boolean[]>(() => confirmations.map(() => false));
  const [signedAt, setSignedAt] = useState<string | null>(null);
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
          checked={checked[i]}
          disabled={signedAt !== null}
          onChange={(e) => {
            const value = e.currentTarget.checked;
            setChecked((current) => current.map((v, j) => (j === i ? value : v)));
          }}
        />
      ))}
      {signedAt ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} data-testid="consent-signed">
          {MSG.journeyConsentSigned(signedAt)}
        </Alert>
      ) : (
        <Group justify="flex-end">
          <Button disabled={!all} onClick={() => setSignedAt(dayjs().format('DD/MM/YYYY HH:mm'))}>
            {MSG.journeySign}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
