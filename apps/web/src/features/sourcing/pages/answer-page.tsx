import { MSG, PRODUCT_NAME } from '@abasto/domain/messages';
import { Alert, Box, Center, Container, Loader, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useAnswerRequest } from '../api/get-answer-request.ts';
import { useSubmitAnswer } from '../api/submit-answer.ts';
import { AnswerScreen } from '../components/answer-screen.tsx';

/** /responder/{token}: the supplier's answer page, reached from its e-mail, without an account. */
export default function AnswerPage() {
  const { token = '' } = useParams();
  const request = useAnswerRequest(token);
  const submit = useSubmitAnswer(token);

  return (
    <Box bg="gray.0" mih="100dvh" py="md">
      <Container size="md" px="sm">
        <Text fw={700} size="lg" mb="sm">
          {PRODUCT_NAME}
        </Text>
        <div>
          {request.isLoading ? (
            <Center py="xl">
              <Loader aria-label={MSG.sourcingAnswerPageTitle} />
            </Center>
          ) : request.data ? (
            <AnswerScreen
              request={request.data}
              submit={(body) => submit.mutateAsync(body)}
              attachmentUrl={(n) => `/api/respuesta/${encodeURIComponent(token)}/archivos/${n}`}
            />
          ) : (
            <Alert color="red" role="alert" title={MSG.sourcingAnswerPageTitle}>
              {request.error instanceof ApiError && request.error.status === 404
                ? MSG.sourcingLinkInvalid
                : (request.error?.message ?? MSG.sourcingLoadFailed)}
            </Alert>
          )}
        </div>
      </Container>
    </Box>
  );
}
