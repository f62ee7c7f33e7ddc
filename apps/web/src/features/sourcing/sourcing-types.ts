import type { AnswerInput, AnswerSavedSchema, MySourcingRequestsSchema, SupplierRequest } from '@abasto/domain/sourcing';

/** The shapes of the supplier's calls, from the domain's schemas. */
export type AnswerRequest = SupplierRequest;
export type AnswerSubmission = AnswerInput;
export type AnswerSaved = ReturnType<typeof AnswerSavedSchema.parse>;
export type OwnRequestPage = ReturnType<typeof MySourcingRequestsSchema.parse>;
export type OwnRequestSummary = OwnRequestPage['data'][number];
