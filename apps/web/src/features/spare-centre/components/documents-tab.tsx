import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { documentFiles, SEARCH_TEXT_MAX, type DocumentRecord } from '@portal/contracts';
import { IconCalendar, IconFileText, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnLoadedMore } from '../../../lib/focus';
import { isErrorAnswer } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useDocuments } from '../api/get-documents';
import type { Serial } from '../api/get-serials';
import { useFormatDate } from '../hooks/use-format-date';
import { DocumentModal } from './document-modal';
import { SerialSelect } from './serial-select';

export function DocumentsTab() {
  const { t } = useTranslation('spare-centre');
  const formatDate = useFormatDate();
  const [model, setModel] = useState<Serial | null>(null);
  const [titleInput, setTitleInput] = useState('');
  const [title, setTitle] = useState('');
  const [opened, setOpened] = useState<DocumentRecord | null>(null);
  const documents = useDocuments({ modelId: model?.Id ?? null, title }, t('documents.loadFailed'));
  const list = documents.data?.pages.flatMap((page) => page.list) ?? [];
  const { listRef, loadingMore } = useFocusOnLoadedMore<HTMLDivElement>(list.length);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = titleInput.trim();
    if (next === title) void documents.refetch();
    else setTitle(next);
  };

  const loadMore = () => {
    loadingMore();
    return documents.fetchNextPage().then((result) => {
      // An error answer is notified for every call (lib/queries.tsx); here the rest.
      if (result.isError && !isErrorAnswer(result.error)) notifyError(t('documents.loadFailed'));
    });
  };

  return (
    <Stack gap="md">
      <VisuallyHidden component="h2">{t('tabs.documents')}</VisuallyHidden>
      <form onSubmit={search} role="search" aria-label={t('documents.searchForm')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SerialSelect
            label={t('models.label')}
            placeholder={t('models.all')}
            value={model}
            onChange={setModel}
            clearable
            style={{ flex: '1 1 220px' }}
          />
          <TextInput
            label={t('documents.titleLabel')}
            placeholder={t('documents.titlePlaceholder')}
            value={titleInput}
            onChange={(event) => setTitleInput(event.currentTarget.value)}
            maxLength={SEARCH_TEXT_MAX}
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('documents.search')}
          </Button>
        </Group>
      </form>

      {documents.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('documents.loading')} />
        </Center>
      ) : documents.isError && list.length === 0 ? (
        <Alert color="red" title={t('documents.loadFailed')}>
          <Button size="xs" variant="light" color="red" onClick={() => void documents.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <Stack align="center" py="xl" gap="xs" c="gray.7">
          <IconFileText size={48} stroke={1.2} aria-hidden />
          <Text>{t('documents.empty')}</Text>
        </Stack>
      ) : (
        <Stack ref={listRef} gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {list.map((document) => {
            const fileCount = documentFiles(document.filepath).length;
            return (
              <Paper
                key={document.id}
                component="li"
                withBorder
                radius="md"
                p="md"
                onClick={() => setOpened(document)}
                style={{ cursor: 'pointer' }}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
                  <Group align="flex-start" wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
                    <IconFileText
                      size={28}
                      stroke={1.5}
                      color="var(--mantine-color-blue-8)"
                      aria-hidden
                      style={{ flexShrink: 0 }}
                    />
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                        {document.title}
                      </Title>
                      {document.description && (
                        <Text size="sm" c="gray.7" lineClamp={2}>
                          {document.description}
                        </Text>
                      )}
                      <Group gap="xs" mt={4}>
                        <Group gap={4} wrap="nowrap">
                          <IconCalendar size={14} aria-hidden />
                          <Text size="xs" c="gray.7" component="span">
                            {formatDate(document.createTime)}
                          </Text>
                        </Group>
                        <Badge variant="outline" color="gray" size="sm" tt="none">
                          {t('documents.fileCount', { count: fileCount })}
                        </Badge>
                        <Badge variant="light" size="sm" tt="none">
                          {t('documents.technicalDoc')}
                        </Badge>
                        <Badge variant="outline" color="teal.9" size="sm" tt="none">
                          {t('documents.available')}
                        </Badge>
                      </Group>
                    </Stack>
                  </Group>
                  <Button
                    variant="light"
                    size="xs"
                    onClick={(event) => {
                      event.stopPropagation();
                      setOpened(document);
                    }}
                    aria-label={t('documents.viewFor', { title: document.title })}
                    style={{ flexShrink: 0 }}
                  >
                    {t('documents.view')}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}

      {documents.hasNextPage && (
        <Center>
          <Button
            variant="default"
            onClick={() => void loadMore()}
            loading={documents.isFetchingNextPage}
          >
            {t('documents.loadMore')}
          </Button>
        </Center>
      )}

      <DocumentModal document={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
