import type { Permission } from '@abasto/domain/permissions';
import { ROUTES } from '@abasto/domain/routes';
import { Box } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { Private, PublicOnly, RequirePermission, UnknownPath } from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { PageLoader } from './page-loader.tsx';

// Every page but the login is loaded on demand, so the first screen stays small.
const pages = {
  dashboard: lazy(() => import('../features/dashboard/pages/dashboard-page.tsx')),
  supplierList: lazy(() => import('../features/suppliers/pages/supplier-list-page.tsx')),
  supplierDetail: lazy(() => import('../features/suppliers/pages/supplier-detail-page.tsx')),
  ownSupplier: lazy(() => import('../features/suppliers/pages/own-supplier-page.tsx')),
  quotationList: lazy(() => import('../features/quotations/pages/quotation-list-page.tsx')),
  quotationDetail: lazy(() => import('../features/quotations/pages/quotation-detail-page.tsx')),
  newQuotation: lazy(() => import('../features/quotations/pages/new-quotation-page.tsx')),
  confirmQuotation: lazy(() => import('../features/quotations/pages/confirm-quotation-page.tsx')),
  userList: lazy(() => import('../features/users/pages/user-list-page.tsx')),
  userDetail: lazy(() => import('../features/users/pages/user-detail-page.tsx')),
  mailOutbox: lazy(() => import('../features/mail/pages/mail-outbox-page.tsx')),
  calendar: lazy(() => import('../features/care/calendar/pages/calendar-page.tsx')),
  messages: lazy(() => import('../features/care/messages/pages/messages-page.tsx')),
  contacts: lazy(() => import('../features/care/contacts/pages/contacts-page.tsx')),
  painDiary: lazy(() => import('../features/care/tables/pages/pain-diary-page.tsx')),
  prescriptionUsage: lazy(() => import('../features/care/tables/pages/prescription-usage-page.tsx')),
  dailyAnswers: lazy(() => import('../features/care/tables/pages/daily-answers-page.tsx')),
  journeyTemplates: lazy(() => import('../features/care/templates/pages/template-tree-page.tsx')),
  tutorials: lazy(() => import('../features/care/tutorials/pages/tutorials-page.tsx')),
  journey: lazy(() => import('../features/care/journey/pages/journey-page.tsx')),
  specialtyWizard: lazy(() => import('../features/care/journey/pages/specialty-wizard-page.tsx')),
  prescriptionList: lazy(() => import('../features/care/prescriptions/pages/prescription-list-page.tsx')),
  prescriptionDetail: lazy(() => import('../features/care/prescriptions/pages/prescription-detail-page.tsx')),
  contentLibrary: lazy(() => import('../features/care/contents/pages/content-library-page.tsx')),
  contentEdit: lazy(() => import('../features/care/contents/pages/content-edit-page.tsx')),
  valueLists: lazy(() => import('../features/care/value-lists/pages/value-lists-page.tsx')),
  recoverPassword: lazy(() => import('../features/auth/pages/recover-password-page.tsx')),
  completeRegistration: lazy(() => import('../features/auth/pages/complete-registration-page.tsx')),
  registerSupplier: lazy(() => import('../features/registration/pages/register-supplier-page.tsx')),
};

type Page = LazyExoticComponent<ComponentType>;

function guarded(Page: Page, permission: Permission | readonly Permission[]) {
  return (
    <RequirePermission permission={permission}>
      <Page />
    </RequirePermission>
  );
}

function publicPage(Page: Page) {
  return (
    <PublicOnly>
      <Suspense
        fallback={(
          <Box py="xl">
            <PageLoader />
          </Box>
        )}
      >
        <Page />
      </Suspense>
    </PublicOnly>
  );
}

/** The route table of the spec (section 2). Paths match exactly. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path={ROUTES.login}
          element={(
            <PublicOnly>
              <LoginPage />
            </PublicOnly>
          )}
        />
        <Route path={ROUTES.recoverPassword} element={publicPage(pages.recoverPassword)} />
        <Route path="/page-completar-cadastro/:activationKey" element={publicPage(pages.completeRegistration)} />
        <Route path={ROUTES.registerSupplier} element={publicPage(pages.registerSupplier)} />

        <Route
          element={(
            <Private>
              <AppLayout />
            </Private>
          )}
        >
          <Route index element={guarded(pages.dashboard, 'dashboard')} />
          <Route path={ROUTES.suppliers} element={guarded(pages.supplierList, 'suppliers.view')} />
          {/* A proveedor reaches it too, to be told plainly that other suppliers are not its to see. */}
          <Route
            path="/operar-proveedor/:id/:operacion"
            element={guarded(pages.supplierDetail, ['suppliers.view', 'supplier.own'])}
          />
          <Route path={ROUTES.ownSupplier} element={guarded(pages.ownSupplier, 'supplier.own')} />
          <Route path={ROUTES.quotations} element={guarded(pages.quotationList, 'quotations.history')} />
          <Route path="/cotizacion/:id/ver-cotizacion" element={guarded(pages.quotationDetail, 'quotations.history')} />
          <Route path="/cotizacion/:id/nueva-cotizacion" element={guarded(pages.newQuotation, 'quotations.send')} />
          <Route path={ROUTES.confirmQuotation} element={guarded(pages.confirmQuotation, 'quotations.send')} />
          <Route path={ROUTES.users} element={guarded(pages.userList, 'users.edit')} />
          <Route path="/operar-usuario/:id/:operacion" element={guarded(pages.userDetail, 'users.edit')} />
          <Route path={ROUTES.mail} element={guarded(pages.mailOutbox, 'mail.outbox')} />
          <Route path={ROUTES.calendar} element={guarded(pages.calendar, 'care')} />
          <Route path={ROUTES.messages} element={guarded(pages.messages, 'care')} />
          <Route path={ROUTES.contacts} element={guarded(pages.contacts, 'care')} />
          <Route path={ROUTES.painDiary} element={guarded(pages.painDiary, 'care')} />
          <Route path={ROUTES.prescriptionUsage} element={guarded(pages.prescriptionUsage, 'care')} />
          <Route path={ROUTES.dailyAnswers} element={guarded(pages.dailyAnswers, 'care')} />
          <Route path={ROUTES.journeyTemplates} element={guarded(pages.journeyTemplates, 'care')} />
          <Route path={ROUTES.tutorials} element={guarded(pages.tutorials, 'care')} />
          <Route path={ROUTES.journey()} element={guarded(pages.journey, 'care')} />
          <Route path="/jornada/:slug" element={guarded(pages.journey, 'care')} />
          <Route path={ROUTES.specialtyWizard} element={guarded(pages.specialtyWizard, 'care')} />
          <Route path={ROUTES.prescriptions} element={guarded(pages.prescriptionList, 'care.prescriptions')} />
          <Route path="/receita/:id/detail/:title" element={guarded(pages.prescriptionDetail, 'care.prescriptions')} />
          <Route path={ROUTES.contents} element={guarded(pages.contentLibrary, 'care')} />
          <Route path="/ver-conteudo/:id/editar-conteudo" element={guarded(pages.contentEdit, 'care')} />
          <Route path={ROUTES.valueLists} element={guarded(pages.valueLists, 'care.lists')} />
          <Route path={ROUTES.notFound} element={<NotFoundPage />} />
        </Route>

        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </BrowserRouter>
  );
}
