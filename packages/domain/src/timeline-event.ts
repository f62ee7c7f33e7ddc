import { z } from 'zod';
import { optionalDateTime, optionalText, requiredText } from './care-record-fields.ts';
import { MSG } from './messages.ts';
import { refIdSchema } from './record-id.ts';

/**
 * A patient's care timeline (/api/eventTimeline, alias /api/eventtimeline): consultations,
 * surgeries, exams, returns... The type comes from the 'eventTypes' value list.
 */
const fields = {
  type: requiredText(120, MSG.careTimelineTypeRequired),
  title: requiredText(200, MSG.careTimelineTitleRequired),
  description: optionalText(5000),
  occurredAt: optionalDateTime,
};

/** PUT /api/eventTimeline/{id}. */
export const TimelineUpdateSchema = z.object(fields);
/** POST /api/eventTimeline. A patient records its own (patientId may be left out). */
export const TimelineCreateSchema = z.object({ ...fields, patientId: refIdSchema(MSG.careRecordPatientRequired).optional() });
