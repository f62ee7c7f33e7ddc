import { MSG } from '@abasto/domain/messages';
import { Menu } from '@mantine/core';
import { IconSquare, IconSquareCheck } from '@tabler/icons-react';
import { notify } from '../../../lib/notify.ts';
import { useAdmissionNotify, useSetAdmissionNotify } from '../api/admissions.ts';

/**
 * "Avisarme de nuevas solicitudes de alta", in the profile menu of those who decide requests
 * (docs/product.md#supplier-admission): a checkbox item, one e-mail per new request when on.
 */
const asCheckboxItem = (el: HTMLButtonElement | null) => el?.setAttribute('role', 'menuitemcheckbox');

export function AdmissionNotifyItem() {
  const { data } = useAdmissionNotify(true);
  const save = useSetAdmissionNotify();
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
      disabled={save.isPending}
      leftSection={on ? <IconSquareCheck size={16} /> : <IconSquare size={16} />}
      onClick={() => {
        if (!data) return;
        save.mutate(!on, {
          onSuccess: (d) => notify.success(MSG.admissionNotifySaved(d.avisar)),
          onError: (err) => notify.error(err.message),
        });
      }}
    >
      {MSG.admissionNotifyLabel}
    </Menu.Item>
  );
}
