import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import { type CareEvent, EVENT_TYPE_LABELS, EVENT_TYPES, type EventType } from '@abasto/domain/care-event';
import { MSG } from '@abasto/domain/messages';
import {
  Button,
  ColorInput,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ApiError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/notify.ts';
import { useUser } from '../../../../lib/session.tsx';
import { GuardedModal, useUnsavedChanges } from '../../../../lib/unsaved-changes.tsx';
import { useVersionConflict, VersionConflictAlert } from '../../../../lib/version-conflict.tsx';
import { eventQueryOptions } from '../api/get-event.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { AutoCloseDateTimePicker } from './auto-close-date-time-picker.tsx';
import {
  type EventFormValues,
  emptyEventForm,
  eventFormOf,
  eventInputOf,
  shiftedEnd,
  validateEventForm,
} from './event-form-values.ts';
import { GuestPicker } from './guest-picker.tsx';
import { ImageUploader } from './image-uploader.tsx';
import { useMedia } from '../../../../lib/use-media.ts';

interface Props {
  opened: boolean;
  /** The event to edit (with its image), or undefined to create one. */
  event?: CareEvent;
  onClose(): void;
}

/** The popup form, the same for create and edit; edit really updates (docs/product.md#calendar). */
export function EventFormModal({ opened, event, onClose }: Props) {
  const narrow = useMedia('(max-width: 36em)');
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={event ? MSG.careEventFormEditTitle : MSG.careEventFormCreateTitle}
      size="xl"
      fullScreen={narrow}
      centered
    >
      {/* Mounted only while open, so each opening starts from the event (or empty). */}
      {opened && <EventForm event={event} onDone={onClose} />}
    </GuardedModal>
  );
}

// Compared on a stale save (docs/product.md#concurrent-edits), with their labels.
const COMPARED: (keyof EventFormValues)[] = ['title', 'description', 'start', 'end', 'type', 'link', 'location', 'color', 'duration', 'guests'];
const LABELS: Partial<Record<keyof EventFormValues, string>> = {
  title: MSG.careEventFieldTitle,
  description: MSG.careEventFieldDescription,
  start: MSG.careEventFieldStart,
  end: MSG.careEventFieldEnd,
  type: MSG.careEventFieldType,
  link: MSG.careEventFieldLink,
  location: MSG.careEventFieldLocation,
  color: MSG.careEventFieldColor,
  duration: MSG.careEventFieldDuration,
  guests: MSG.careEventGuests,
};
// The pickers' local 'YYYY-MM-DD HH:mm:ss' (PICKER_FORMAT), as a person reads it.
const when = (v: string | null) => (v ? dayjs(v).format('DD/MM/YYYY HH:mm') : '');
const FORMAT = {
  start: when,
  end: when,
  type: (v: EventType) => EVENT_TYPE_LABELS[v],
  guests: (g: EventFormValues['guests']) => g.map((p) => `${p.name} ${p.lastName}`.trim()).join(', '),
};

function EventForm({ event, onDone }: { event?: CareEvent; onDone(): void }) {
  const user = useUser();
  // The domain's checks on Guardar; a field's message goes as soon as it changes.
  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues: event ? eventFormOf(event) : emptyEventForm(),
    validate: validateEventForm,
  });
  useUnsavedChanges(() => form.isDirty());
  const values = form.getValues();
  const errors = form.errors as Partial<Record<keyof EventFormValues, string>>;
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const saving = create.isPending || update.isPending;
  const queryClient = useQueryClient();
  const versions = useVersionConflict<EventFormValues>({
    loaded: event && { values: eventFormOf(event), version: event.version },
    loadCurrent: async () => {
      const current = await queryClient.fetchQuery({ ...eventQueryOptions(event?._id ?? 0), staleTime: 0 });
      return { values: eventFormOf(current), version: current.version };
    },
    fields: COMPARED,
  });

  const send = (submitted: EventFormValues, version = versions.version()) => {
    const input = { ...eventInputOf(submitted), version };
    const handlers = {
      onSuccess: () => {
        notify.success(event ? MSG.careEventUpdated : MSG.careEventCreated);
        onDone();
      },
      onError: (err: Error) => {
        if (versions.handleError(err)) return;
        if (err instanceof ApiError) form.setErrors(err.fieldErrors);
        notify.error(err.message || MSG.careEventSaveFailed);
      },
    };
    if (event) update.mutate({ id: event._id, input }, handlers);
    else create.mutate(input, handlers);
  };
  const submit = form.onSubmit((submitted) => send(submitted));

  return (
    <form onSubmit={submit} noValidate data-testid="event-form">
      <Stack gap="sm">
        <TextInput
          label={MSG.careEventFieldTitle}
          value={values.title}
          onChange={(e) => form.setFieldValue('title', e.currentTarget.value)}
          error={errors.title}
          withAsterisk
          data-autofocus
        />
        <Textarea
          label={MSG.careEventFieldDescription}
          value={values.description}
          onChange={(e) => form.setFieldValue('description', e.currentTarget.value)}
          error={errors.description}
          autosize
          minRows={2}
          maxRows={6}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <AutoCloseDateTimePicker
            label={MSG.careEventFieldStart}
            value={values.start}
            onChange={(v) => {
              form.setFieldValue('start', v);
              form.setFieldValue('end', shiftedEnd(values, v));
            }}
            error={errors.start}
          />
          <AutoCloseDateTimePicker
            label={MSG.careEventFieldEnd}
            value={values.end}
            onChange={(v) => form.setFieldValue('end', v)}
            error={errors.end}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Input.Wrapper label={MSG.careEventFieldType} error={errors.type}>
            <SegmentedControl
              fullWidth
              mt={4}
              value={values.type}
              onChange={(v) => form.setFieldValue('type', v as EventType)}
              data={EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] }))}
              aria-label={MSG.careEventFieldType}
            />
          </Input.Wrapper>
          {values.type === 'remote' ? (
            <TextInput
              label={MSG.careEventFieldLink}
              placeholder="https://"
              type="url"
              value={values.link}
              onChange={(e) => form.setFieldValue('link', e.currentTarget.value)}
              error={errors.link}
            />
          ) : (
            <TextInput
              label={MSG.careEventFieldLocation}
              value={values.location}
              onChange={(e) => form.setFieldValue('location', e.currentTarget.value)}
              error={errors.location}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ColorInput
            label={MSG.careEventFieldColor}
            format="hex"
            value={values.color}
            onChange={(v) => form.setFieldValue('color', v.toUpperCase())}
            error={errors.color}
            swatches={['#F4F4F4', '#526FCE', '#1C7ED6', '#2F9E44', '#F08C00', '#E03131', '#C2255C', '#7048E8']}
          />
          <TextInput
            label={MSG.careEventFieldDuration}
            placeholder={MSG.careEventFieldDurationHint}
            value={values.duration}
            onChange={(e) => form.setFieldValue('duration', e.currentTarget.value)}
            error={errors.duration}
          />
        </SimpleGrid>
        <ImageUploader value={values.image} onChange={(v) => form.setFieldValue('image', v)} error={errors.image} />
        <GuestPicker
          guests={values.guests}
          onChange={(g) => form.setFieldValue('guests', g)}
          selfId={user._id}
          error={errors.guests}
        />
        {event && (
          <VersionConflictAlert
            state={versions}
            area="care"
            labels={LABELS}
            format={FORMAT}
            saving={saving}
            form={form}
            onSave={send}
          />
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {MSG.careEventClose}
          </Button>
          <Button type="submit" loading={saving}>
            {MSG.careEventSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
