import '@mantine/dropzone/styles.css';
import { canChangeContent } from '@abasto/domain/care-records-access';
import type { ContentDetail } from '@abasto/domain/care-content';
import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import { ROUTES } from '@abasto/domain/routes';
import { Alert, Badge, Box, Button, Grid, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../../app/page-loader.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/notify.ts';
import { usePageHeading } from '../../../../lib/page-heading.ts';
import { useVersionConflict, VersionConflictAlert } from '../../../../lib/version-conflict.tsx';
import { confirmCareDelete } from '../../shared/confirm-care-delete.tsx';
import { useUser } from '../../../../lib/session.tsx';
import { useUnsavedChanges } from '../../../../lib/unsaved-changes.tsx';
import { useItemList } from '../../value-lists/api/get-item-list.ts';
import { useCreateContent } from '../api/create-content.ts';
import { useDeleteContent } from '../api/delete-content.ts';
import { getContent, useContent } from '../api/get-content.ts';
import { useUpdateContent } from '../api/update-content.ts';
import {
  type ContentFormErrors,
  type ContentFormValues,
  contentFormOf,
  contentInputOf,
  emptyContentForm,
  validateContentForm,
} from '../components/content-form-values.ts';
import { ContentThumbnail } from '../components/content-thumbnail.tsx';
import { ThumbnailField } from '../components/thumbnail-field.tsx';

const NEW = 'novo';

/** /ver-conteudo/{id}/editar-conteudo: a content's page; its author (or an administrator) edits it here. */
export default function ContentEditPage() {
  const user = useUser();
  const param = useParams().id ?? '';
  const id = param === NEW ? null : Number(param);
  const query = useContent(id);

  const back = (
    <Button component={Link} to={ROUTES.contents} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {MSG.careContentBackToLibrary}
    </Button>
  );

  if (id === null) {
    if (!can(user.role, 'care.content')) return <Alert color="red">{MSG.careContentReadOnly}</Alert>;
    return <ContentForm back={back} />;
  }
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Stack>
        <Group>{back}</Group>
        <Alert color="red">{query.error.message || MSG.careContentNotFound}</Alert>
      </Stack>
    );
  }
  if (!canChangeContent(user, query.data.authorId)) return <ContentView content={query.data} back={back} />;
  // Keyed by version, so a save that changes the content starts the form from the saved values.
  return <ContentForm key={query.data.updatedAt} content={query.data} back={back} />;
}

function ContentView({ content, back }: { content: ContentDetail; back: React.ReactNode }) {
  // A reader who may not change it views it: the header says so (docs/product.md#contents-library).
  usePageHeading(MSG.carePageTitleContentView);
  return (
    <Stack gap="md">
      <Group>{back}</Group>
      <Paper withBorder p="md" radius="md">
        <Grid>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ContentThumbnail address={content.thumbnail} alt={content.title} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="xs">
              <Badge variant="light">{content.type}</Badge>
              <Title order={2} size="h3">
                {content.title}
              </Title>
              {content.description && <Text c="dimmed">{content.description}</Text>}
            </Stack>
          </Grid.Col>
        </Grid>
        {content.content && (
          <Text mt="md" style={{ whiteSpace: 'pre-wrap' }}>
            {content.content}
          </Text>
        )}
      </Paper>
      <Text size="xs" c="dimmed">
        {MSG.careContentReadOnly}
      </Text>
    </Stack>
  );
}

// Compared on a stale save (docs/product.md#concurrent-edits); a new thumbnail shows as a change elsewhere.
const COMPARED: (keyof ContentFormValues)[] = ['title', 'type', 'description', 'content'];
const LABELS = {
  title: MSG.careContentTitle,
  type: MSG.careContentType,
  description: MSG.careContentDescription,
  content: MSG.careContentText,
};

function ContentForm({ content, back }: { content?: ContentDetail; back: React.ReactNode }) {
  const navigate = useNavigate();
  const types = useItemList('types');
  const create = useCreateContent();
  const update = useUpdateContent();
  const remove = useDeleteContent();
  // The domain's checks on Guardar; a field's message goes as soon as it changes.
  const form = useForm<ContentFormValues>({
    mode: 'controlled',
    initialValues: content ? contentFormOf(content) : emptyContentForm(),
    validate: validateContentForm,
  });
  useUnsavedChanges(() => form.isDirty());
  const values = form.getValues();
  const errors = form.errors as ContentFormErrors;
  const versions = useVersionConflict<ContentFormValues>({
    loaded: content && { values: contentFormOf(content), version: content.version },
    // Read without touching the cached record: the form is keyed by it and would start afresh.
    loadCurrent: async () => {
      const current = await getContent(content?.id ?? 0);
      return { values: contentFormOf(current), version: current.version };
    },
    fields: COMPARED,
  });
  const typeOptions = types.data?.map((t) => t.name) ?? [];
  if (values.type && !typeOptions.includes(values.type)) typeOptions.unshift(values.type);

  const send = (submitted: ContentFormValues, version = versions.version()) => {
    const input = { ...contentInputOf(submitted), version };
    const onError = (err: Error) => {
      if (versions.handleError(err)) return;
      if (err instanceof ApiError) form.setErrors(err.fieldErrors);
      notify.error(`${MSG.careContentSaveFailed}: ${err.message}`);
    };
    if (content) {
      update.mutate(
        { id: content.id, input },
        {
          onSuccess: () => {
            form.resetDirty(submitted);
            notify.success(MSG.careContentUpdated);
          },
          onError,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (saved) => {
          form.resetDirty(submitted);
          notify.success(MSG.careContentCreated);
          void navigate(ROUTES.editContent(saved.id), { replace: true });
        },
        onError,
      });
    }
  };
  const submit = form.onSubmit((submitted) => send(submitted));

  function confirmDelete() {
    if (!content) return;
    const id = content.id;
    confirmCareDelete({
      remove: () => remove.mutateAsync(id),
      done: MSG.careContentDeleted,
      failed: MSG.careContentDeleteFailed,
      afterDone: () => void navigate(ROUTES.contents, { replace: true }),
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        {back}
        {content && (
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
            {MSG.careDelete}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {content ? content.title : MSG.careContentNew}
          </Title>
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <TextInput
                label={MSG.careContentTitle}
                value={values.title}
                onChange={(e) => form.setFieldValue('title', e.currentTarget.value)}
                error={errors.title}
                required
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Select
                label={MSG.careContentType}
                placeholder={MSG.careContentTypePlaceholder}
                data={typeOptions}
                value={values.type}
                onChange={(v) => form.setFieldValue('type', v)}
                error={errors.type}
                required
                searchable
              />
            </Grid.Col>
          </Grid>
          <Textarea
            label={MSG.careContentDescription}
            value={values.description}
            onChange={(e) => form.setFieldValue('description', e.currentTarget.value)}
            error={errors.description}
            autosize
            minRows={2}
            maxRows={4}
          />
          <Box maw={520}>
            <ThumbnailField value={values.thumbnail} onChange={(v) => form.setFieldValue('thumbnail', v)} error={errors.thumbnail} />
          </Box>
          <Textarea
            label={MSG.careContentText}
            value={values.content}
            onChange={(e) => form.setFieldValue('content', e.currentTarget.value)}
            error={errors.content}
            autosize
            minRows={8}
            maxRows={24}
          />
          {content && (
            <VersionConflictAlert
              state={versions}
              area="care"
              labels={LABELS}
              saving={update.isPending}
              form={form}
              onSave={send}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending || update.isPending}>
              {MSG.careSave}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
