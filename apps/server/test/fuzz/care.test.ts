import { fuzzArea } from './fuzz-suite.ts';

// Calendar, conversations, prescriptions, contents, value lists, orders and the patient's records.
fuzzArea('care');
