import { MSG } from '@abasto/domain/messages';
import { Button } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { notify } from '../../../lib/notify.ts';
import { useInviteSupplier } from '../api/invite-supplier.ts';
import { withAllStyles } from '../../../app/with-all-styles.ts';

/**
 * "Invitar al portal" on the supplier detail (docs/product.md#users): mails the supplier the
 * activation link and shows it with "Copiar Link"; a login already active is told plainly. The
 * dialog's code is fetched once the invitation is made, not with the page.
 */
export function InviteSupplierButton({ supplierId }: { supplierId: number }) {
  const invite = useInviteSupplier();
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconMailForward size={14} />}
      loading={invite.isPending}
      onClick={() =>
        invite.mutate(supplierId, {
          onSuccess: ({ link, email }) => {
            void withAllStyles(() => import('../../users/components/invitation-link-modal.tsx')).then(
              ({ openInvitationLinkModal }) =>
                openInvitationLinkModal({ title: MSG.supplierInviteTitle, text: MSG.supplierInviteText(email), link }),
              (err: Error) => notify.error(err.message),
            );
          },
          onError: (err) => notify.error(err.message || MSG.supplierInviteFailed),
        })}
    >
      {MSG.supplierInviteButton}
    </Button>
  );
}
