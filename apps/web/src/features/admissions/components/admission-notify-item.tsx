import { MSG } from '@abasto/domain/messages';
import { Menu } from '@mantine/core';
import { IconSquare, IconSquareCheck } from '@tabler/icons-react';
import { notify } from '../../../lib/notify.ts';
import { useAdmissionNotify, useSavingAdmissionNotify, useSetAdmissionNotify } from '../api/admissions.ts';

/**
 * "Avisarme de nuevas solicitudes de alta", in the profile menu of those who decide requests
 * (docs/product.md#supplier-admission): a checkbox item, one e-mail per new request when on.
 */
const asCheckboxItem = (el: HTMLButtonElement | null) => el?.setAttribute('role', 'menuitemcheckbox');

export function AdmissionNotifyItem() {
  const { data } = useAdmissionNotify(true);
  const save = useSetAdmissionNotify();
  // Not save.isPending: that is this mount's own save, and a reopened menu is a new mount.
  const saving = useSavingAdmissionNotify();
  const on = data?.avisar === true;
  return (
    <Menu.Item
      // Mantine writes role="menuitem" over ours; an item that toggles is a menuitemcheckbox, so
      // that a screen reader says whether it is on (aria-checked).
      ref={asCheckboxItem}
      aria-checked={on}
      // Until its state is known it does nothing, but stays focusable: an opened menu puts the
      // focus on its first item (the theme's Menu), and a disabled button takes none.
      aria-disabled={!data || undefined}
      disabled={saving}
      leftSection={on ? <IconSquareCheck size={16} /> : <IconSquare size={16} />}
      onClick={() => {
        if (!data) return;
        // The menu closes on the click and this item with it, often before the server answers;
        // callbacks given to mutate() would then never run. The promise of mutateAsync does.
        save.mutateAsync(!on).then(
          (d) => notify.success(MSG.admissionNotifySaved(d.avisar)),
          (err: Error) => notify.error(err.message),
        );
      }}
    >
      {MSG.admissionNotifyLabel}
    </Menu.Item>
  );
}
