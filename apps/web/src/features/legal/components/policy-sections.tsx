import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionAnchor } from '../legal-details';
import { LEGAL_VALUES, LegalText } from './legal-text';

/** A section body in the locale files: paragraphs, sub-headings and lists, in order. */
type Block = { p: string } | { h: string } | { list: string[] };

function isBlockList(value: unknown): value is Block[] {
  return (
    Array.isArray(value) &&
    value.every(
      (block) =>
        typeof block === 'object' &&
        block !== null &&
        (typeof (block as { p?: unknown }).p === 'string' ||
          typeof (block as { h?: unknown }).h === 'string' ||
          Array.isArray((block as { list?: unknown }).list)),
    )
  );
}

export type PolicyPage = 'privacy' | 'cookiePolicy';

/** The table of contents of a policy: one anchor per section. */
export function usePolicyToc(page: PolicyPage, keys: readonly string[]) {
  const { t } = useTranslation('legal');
  return keys.map((key) => ({
    anchor: sectionAnchor(key),
    label: t(`${page}.sections.${key}.title`, LEGAL_VALUES),
  }));
}

interface PolicySectionsProps {
  page: PolicyPage;
  keys: readonly string[];
  /** Extra content shown at the end of a section, by section key. */
  extras?: Partial<Record<string, ReactNode>>;
}

/** Every section of a policy, each with an anchor the table of contents points at. */
export function PolicySections({ page, keys, extras = {} }: PolicySectionsProps) {
  const { t } = useTranslation('legal');
  return (
    <Stack gap="xl">
      {keys.map((key, index) => {
        const anchor = sectionAnchor(key);
        const base = `${page}.sections.${key}`;
        const body: unknown = t(`${base}.body`, { returnObjects: true });
        const blocks = isBlockList(body) ? body : [];
        return (
          <section
            key={key}
            id={anchor}
            aria-labelledby={`${anchor}-title`}
            style={{ scrollMarginTop: 16 }}
          >
            <Title order={2} id={`${anchor}-title`} size="h3" mb="sm">
              {index + 1}. {t(`${base}.title`, LEGAL_VALUES)}
            </Title>
            <Stack gap="sm">
              {blocks.map((block, blockIndex) => {
                const key = `${base}.body.${blockIndex}`;
                if ('h' in block) {
                  return (
                    <Title key={key} order={3} size="h5" mt="xs">
                      <LegalText i18nKey={`${key}.h`} />
                    </Title>
                  );
                }
                if ('list' in block) {
                  return (
                    <List key={key} spacing="xs" withPadding>
                      {block.list.map((_, itemIndex) => (
                        <List.Item key={itemIndex}>
                          <LegalText i18nKey={`${key}.list.${itemIndex}`} />
                        </List.Item>
                      ))}
                    </List>
                  );
                }
                return (
                  <Text key={key}>
                    <LegalText i18nKey={`${key}.p`} />
                  </Text>
                );
              })}
              {extras[key]}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
