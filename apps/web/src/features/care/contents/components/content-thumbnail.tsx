import { MSG } from '@abasto/domain/messages';
import { AspectRatio, Center, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useContentImageUrl } from '../api/get-content-image.ts';

/** A content's thumbnail at 16:9, fetched with the session; a quiet placeholder when there is none. */
export function ContentThumbnail({ address, alt }: { address: string | null; alt: string }) {
  const { url, failed } = useContentImageUrl(address);
  return (
    <AspectRatio ratio={16 / 9}>
      {address === null || failed ? (
        <Center bg="gray.1">
          <Stack gap={4} align="center">
            <IconPhotoOff size={28} color="var(--mantine-color-gray-5)" />
            <Text size="xs" c="dimmed">
              {MSG.careContentNoThumbnail}
            </Text>
          </Stack>
        </Center>
      ) : url ? (
        <Image src={url} alt={alt} fit="cover" data-testid="content-thumbnail" />
      ) : (
        <Skeleton />
      )}
    </AspectRatio>
  );
}
