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

import { pageModules } from './page-modules.ts';

// Every page but the login is loaded on demand, so the first screen stays small.
const pages = {
  dashboard: lazy(pageModules.dashboard),
  supplierList: lazy(pageModules.supplierList),
  supplierDetail: lazy(pageModules.supplierDetail),
  ownSupplier: lazy(pageModules.ownSupplier),
  quotationList: lazy(pageModules.quotationList),
  quotationDetail: lazy(pageModules.quotationDetail),
  newQuotation: lazy(pageModules.newQuotation),
  confirmQuotation: lazy(pageModules.confirmQuotation),
  userList: lazy(pageModules.userList),
  userDetail: lazy(pageModules.userDetail),
  mailOutbox: lazy(pageModules.mailOutbox),
  calendar: lazy(pageModules.calendar),
  messages: lazy(pageModules.messages),
  contacts: lazy(pageModules.contacts),
  painDiary: lazy(pageModules.painDiary),
  prescriptionUsage: lazy(pageModules.prescriptionUsage),
  dailyAnswers: lazy(pageModules.dailyAnswers),
  journeyTemplates: lazy(pageModules.journeyTemplates),
  tutorials: lazy(pageModules.tutorials),
  journey: lazy(pageModules.journey),
  specialtyWizard: lazy(pageModules.specialtyWizard),
  prescriptionList: lazy(pageModules.prescriptionList),
  prescriptionDetail: lazy(pageModules.prescriptionDetail),
  contentLibrary: lazy(pageModules.contentLibrary),
  contentEdit: lazy(pageModules.contentEdit),
  valueLists: lazy(pageModules.valueLists),
  recoverPassword: lazy(pageModules.recoverPassword),
  completeRegistration: lazy(pageModules.completeRegistration),
  registerSupplier: lazy(pageModules.registerSupplier),
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

/** The route table (docs/product.md#route-table). Paths match exactly. */
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
