import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import { ROUTES } from '@abasto/domain/routes';
import { Alert, Button, Center, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../../app/page-loader.tsx';
import { useUser } from '../../../../lib/session.tsx';
import { useContents } from '../api/get-contents.ts';
import { ContentCard } from '../components/content-card.tsx';

/** /conteudos: the content library as cards; a card opens its page. */
export default function ContentLibraryPage() {
  const user = useUser();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const contents = useContents(debounced);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          placeholder={MSG.careContentSearch}
          aria-label={MSG.careContentSearch}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
        {can(user.role, 'care.content') && (
          <Button component={Link} to={ROUTES.editContent('novo')} leftSection={<IconPlus size={16} />}>
            {MSG.careContentNew}
          </Button>
        )}
      </Group>
      {contents.isPending ? (
        <PageLoader />
      ) : contents.isError ? (
        <Alert color="red">{contents.error.message || MSG.careLoadFailed}</Alert>
      ) : contents.data.length === 0 ? (
        <Center py="xl">
          {/* A search that matches nothing says so; the library is not empty (docs/product.md#contents-library). */}
          <Text c="dimmed" data-testid="content-library-empty">
            {debounced.trim() === '' ? MSG.careContentEmpty : MSG.careContentNoMatch}
          </Text>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" data-testid="content-library">
          {contents.data.map((c) => (
            <ContentCard key={c.id} content={c} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
