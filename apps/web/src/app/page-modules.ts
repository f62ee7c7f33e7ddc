import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * A page's module loader that remembers the module once loaded, and from then on answers with a
 * thenable that resolves at once. React.lazy takes that without suspending: a page whose code
 * app/first-page.ts fetched ahead is drawn in the same pass as the layout around it, instead of
 * the layout first with a spinner and the page one step later.
 */
function remembered(load: () => Promise<PageModule>): () => Promise<PageModule> {
  let module: PageModule | undefined;
  return () => {
    if (!module) return load().then((loaded) => (module = loaded));
    const ready = module;
    const settled = Promise.resolve(ready);
    // A promise whose then() also calls back at once: what React.lazy needs to skip the wait.
    return Object.assign(settled, {
      then: ((onLoaded?: (m: PageModule) => unknown, onFailed?: (e: unknown) => unknown) =>
        onLoaded ? Promise.resolve(onLoaded(ready)) : settled.then(undefined, onFailed)) as Promise<PageModule>['then'],
    });
  };
}

/** Every page but the login, as its own chunk: the router loads it on demand (app/first-page.ts sometimes sooner). */
export const pageModules = {
  dashboard: remembered(() => import('../features/dashboard/pages/dashboard-page.tsx')),
  supplierList: remembered(() => import('../features/suppliers/pages/supplier-list-page.tsx')),
  supplierDetail: remembered(() => import('../features/suppliers/pages/supplier-detail-page.tsx')),
  ownSupplier: remembered(() => import('../features/suppliers/pages/own-supplier-page.tsx')),
  quotationList: remembered(() => import('../features/quotations/pages/quotation-list-page.tsx')),
  quotationDetail: remembered(() => import('../features/quotations/pages/quotation-detail-page.tsx')),
  newQuotation: remembered(() => import('../features/quotations/pages/new-quotation-page.tsx')),
  confirmQuotation: remembered(() => import('../features/quotations/pages/confirm-quotation-page.tsx')),
  userList: remembered(() => import('../features/users/pages/user-list-page.tsx')),
  userDetail: remembered(() => import('../features/users/pages/user-detail-page.tsx')),
  mailOutbox: remembered(() => import('../features/mail/pages/mail-outbox-page.tsx')),
  calendar: remembered(() => import('../features/care/calendar/pages/calendar-page.tsx')),
  messages: remembered(() => import('../features/care/messages/pages/messages-page.tsx')),
  contacts: remembered(() => import('../features/care/contacts/pages/contacts-page.tsx')),
  painDiary: remembered(() => import('../features/care/tables/pages/pain-diary-page.tsx')),
  prescriptionUsage: remembered(() => import('../features/care/tables/pages/prescription-usage-page.tsx')),
  dailyAnswers: remembered(() => import('../features/care/tables/pages/daily-answers-page.tsx')),
  journeyTemplates: remembered(() => import('../features/care/templates/pages/template-tree-page.tsx')),
  tutorials: remembered(() => import('../features/care/tutorials/pages/tutorials-page.tsx')),
  journey: remembered(() => import('../features/care/journey/pages/journey-page.tsx')),
  specialtyWizard: remembered(() => import('../features/care/journey/pages/specialty-wizard-page.tsx')),
  prescriptionList: remembered(() => import('../features/care/prescriptions/pages/prescription-list-page.tsx')),
  prescriptionDetail: remembered(() => import('../features/care/prescriptions/pages/prescription-detail-page.tsx')),
  contentLibrary: remembered(() => import('../features/care/contents/pages/content-library-page.tsx')),
  contentEdit: remembered(() => import('../features/care/contents/pages/content-edit-page.tsx')),
  valueLists: remembered(() => import('../features/care/value-lists/pages/value-lists-page.tsx')),
  recoverPassword: remembered(() => import('../features/auth/pages/recover-password-page.tsx')),
  completeRegistration: remembered(() => import('../features/auth/pages/complete-registration-page.tsx')),
  registerSupplier: remembered(() => import('../features/registration/pages/register-supplier-page.tsx')),
};
