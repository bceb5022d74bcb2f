import { Alert, Button, Flex, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { myLinksRequestSchema } from '@portal/contracts';
import { IconMail, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useIssueText } from '../../../lib/schema-resolver';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useRequestMyLinks } from '../api/request-my-links';

/**
 * "Lost your order's link?": the private pages' links of an address's orders
 * e-mailed to it. The message after sending is the same whatever the server
 * found, as its answer is.
 */
export function MyLinksSection() {
  const { t, i18n } = useTranslation('order-lookup');
  const issueText = useIssueText();
  const errorText = useApiErrorText();
  const [email, setEmail] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const request = useRequestMyLinks();
  const sentNotice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (request.isSuccess) sentNotice.current?.focus();
  }, [request.isSuccess]);

  function send(event: FormEvent) {
    event.preventDefault();
    const parsed = myLinksRequestSchema.safeParse({
      email: email.trim(),
      language: i18n.resolvedLanguage ?? i18n.language,
    });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setInputError(issue ? issueText(issue) : t('common:validation.invalidValue'));
      request.reset();
      return;
    }
    setInputError(null);
    request.mutate(parsed.data);
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="my-links-title"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="my-links-title">
            {t('myLinks.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('myLinks.intro')}
          </Text>
        </div>
        {request.isSuccess ? (
          <Alert
            ref={sentNotice}
            tabIndex={-1}
            color="teal"
            variant="light"
            icon={<IconMailCheck size={18} aria-hidden />}
            title={t('myLinks.sentTitle')}
          >
            {t('myLinks.sent')}
          </Alert>
        ) : (
          <form noValidate onSubmit={send} aria-labelledby="my-links-title">
            <Flex
              direction={{ base: 'column', xs: 'row' }}
              align={{ base: 'stretch', xs: 'flex-start' }}
              gap="sm"
            >
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                type="email"
                autoComplete="email"
                label={t('myLinks.email')}
                value={email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  setInputError(null);
                }}
                error={inputError}
                leftSection={<IconMail size={16} aria-hidden />}
              />
              <Button
                type="submit"
                variant="light"
                loading={request.isPending}
                mt={{ base: 0, xs: 25 }}
                px="lg"
              >
                {t('myLinks.send')}
              </Button>
            </Flex>
          </form>
        )}
        {request.isError && (
          <Alert color="red" variant="light" title={t('myLinks.failed')} role="alert">
            {(() => {
              const text = errorText(request.error);
              return text.detail ? `${text.title}: ${text.detail}` : text.title;
            })()}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
