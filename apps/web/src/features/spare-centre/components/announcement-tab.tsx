import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { parseRichText, richTextShowsSomething } from '@portal/contracts';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/rich-text';
import { useAnnouncement } from '../api/get-announcement';

export function AnnouncementTab() {
  const { t, i18n } = useTranslation('spare-centre');
  const announcement = useAnnouncement(t('announcement.failed'));
  const data = announcement.data;
  // The API may answer an announcement with nothing in it: that is no announcement.
  const isBlank =
    !data ||
    (data.title.trim() === '' &&
      !parseRichText(data.content, i18n.language).some(richTextShowsSomething));

  if (announcement.isPending) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text c="gray.7">{t('announcement.loading')}</Text>
        </Stack>
      </Center>
    );
  }
  if (announcement.isError) {
    return (
      <Alert color="red" title={t('announcement.failed')}>
        <Button size="xs" variant="light" color="red" onClick={() => void announcement.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (isBlank) {
    return (
      <Stack align="center" py="xl" gap="xs" c="gray.7">
        <IconSpeakerphone size={48} stroke={1.2} aria-hidden />
        <Text>{t('announcement.empty')}</Text>
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article">
      {data.title.trim() !== '' && (
        <Title order={2} size="h3" mb="sm">
          {data.title}
        </Title>
      )}
      <RichText json={data.content} />
    </Paper>
  );
}
