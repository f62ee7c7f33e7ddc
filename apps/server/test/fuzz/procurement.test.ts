import { fuzzArea } from './fuzz-suite.ts';

// Suppliers, registration, quotations, users, sessions and the Correos page.
fuzzArea('procurement');
