import { Anchor, Badge, Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { documentFiles, fileNameOf, isSafeUrl, type DocumentRecord } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/rich-text';
import { apiUrl } from '../../../lib/api-client';
import { useFormatDate } from '../hooks/use-format-date';

/** A document's files (named by their last path segment) and its rich-text content. */
export function DocumentModal({
  document,
  onClose,
}: {
  document: DocumentRecord | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('spare-centre');
  const formatDate = useFormatDate();
  const phone = useMediaQuery('(max-width: 48em)');
  const files = document ? documentFiles(document.filepath).filter((url) => isSafeUrl(url)) : [];

  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      size={1000}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={
        <Title order={2} size="h4" component="span">
          {document?.title}
        </Title>
      }
    >
      {document && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" tt="none">
              {t('documents.technicalDoc')}
            </Badge>
            <Badge variant="outline" color="teal.9" tt="none">
              {t('documents.available')}
            </Badge>
            <Text size="sm" c="gray.7">
              {formatDate(document.createTime)}
            </Text>
          </Group>
          {document.description && <Text>{document.description}</Text>}

          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('documents.files', { count: files.length })}
            </Title>
            {files.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('documents.noFiles')}
              </Text>
            ) : (
              <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {files.map((url) => (
                  <li key={url}>
                    <Anchor
                      href={apiUrl(url)}
                      target="_blank"
                      rel="noopener noreferrer"
                      display="inline-flex"
                      style={{ alignItems: 'center', gap: 6, overflowWrap: 'anywhere' }}
                    >
                      <IconDownload size={16} aria-hidden />
                      {fileNameOf(url)}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>

          <Divider />
          <RichText json={document.content} />

          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
