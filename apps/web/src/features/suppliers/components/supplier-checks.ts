import { missingFields, ruleFailure, STAFF_CREATE_RULES, SUPPLIER_EDIT_RULES, SupplierLiveSchema } from '@abasto/domain/supplier';
import { schemaResolver } from '@mantine/form';

/**
 * The domain's checks of a supplier as the detail screen runs them (docs/product.md#supplier-rules):
 * the live checks as each value changes, and the rules of a save. They bring the schemas (zod), so
 * the screen loads them when a record is registered or edited, not to consult one.
 */
export const liveChecks = schemaResolver(SupplierLiveSchema, { sync: true });
export { missingFields, ruleFailure, STAFF_CREATE_RULES, SUPPLIER_EDIT_RULES };
